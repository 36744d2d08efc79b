package org.bourse.dal.h2;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.jdbc.datasource.DriverManagerDataSource;

class H2CompactionTest {

    @TempDir
    Path folder;

    /**
     * One commit per row, as WRITE_DELAY=0 writes them: each commit a chunk, most soon left sparse. H2
     * rewrites only chunks older than its retention time (45 s): 0 here, so the test need not wait.
     */
    @Test
    void rewritesTheSparseChunksThatDurableCommitsLeaveAndKeepsTheData() throws Exception {
        DriverManagerDataSource file = new DriverManagerDataSource(
                "jdbc:h2:file:" + folder.resolve("compaction") + ";WRITE_DELAY=0;RETENTION_TIME=0", "sa", "");
        H2Compaction compaction = new H2Compaction(file, Duration.ZERO);
        try (Connection c = file.getConnection()) {
            try (Statement s = c.createStatement()) {
                s.execute("CREATE TABLE t (id INT PRIMARY KEY, counter INT, pad VARCHAR(100))");
            }
            try (PreparedStatement insert = c.prepareStatement("INSERT INTO t VALUES (?, 0, 'some text of a row')");
                    PreparedStatement update = c.prepareStatement("UPDATE t SET counter = counter + 1 WHERE id = ?")) {
                for (int id = 0; id < 2000; id++) {
                    insert.setInt(1, id);
                    insert.executeUpdate();
                    update.setInt(1, id / 2);
                    update.executeUpdate();
                }
            }

            boolean rewritten = false;
            for (int run = 0; run < 100 && !rewritten; run++) {
                rewritten = compaction.compact();
            }

            assertThat(rewritten).isTrue();
            try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT COUNT(*), SUM(counter) FROM t")) {
                rs.next();
                assertThat(rs.getLong(1)).isEqualTo(2000);
                assertThat(rs.getLong(2)).isEqualTo(2000);
            }
        }
        assertThat(Files.exists(folder.resolve("compaction.mv.db"))).isTrue();
    }

    @Test
    void anInMemoryDatabaseHasNothingToCompact() throws Exception {
        H2Compaction compaction = new H2Compaction(
                new DriverManagerDataSource("jdbc:h2:mem:compaction;DB_CLOSE_DELAY=-1", "sa", ""), Duration.ZERO);
        assertThat(compaction.compact()).isFalse();
    }
}
