package org.bourse.dal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class VendorTest {

    @Test
    void vendorFollowsTheJdbcUrl() {
        assertThat(Vendor.fromJdbcUrl("jdbc:h2:file:./data/bourse")).isEqualTo(Vendor.H2);
        assertThat(Vendor.fromJdbcUrl("jdbc:postgresql://127.0.0.1:5432/bourse")).isEqualTo(Vendor.POSTGRESQL);
        assertThat(Vendor.fromJdbcUrl("JDBC:MARIADB://db/bourse")).isEqualTo(Vendor.MARIADB);
        assertThat(Vendor.MARIADB.migrationLocation()).isEqualTo("classpath:db/migrations/mariadb");
    }

    @Test
    void unsupportedUrlsAndNamesAreClearErrors() {
        assertThatThrownBy(() -> Vendor.fromJdbcUrl("jdbc:mysql://db/bourse")).hasMessageContaining("jdbc:mariadb:");
        assertThatThrownBy(() -> Vendor.fromJdbcUrl("jdbc:oracle:thin:@db")).hasMessageContaining("set bourse.dal.vendor");
        assertThatThrownBy(() -> Vendor.fromId("derby")).hasMessageContaining("one of h2, postgresql, mariadb");
        assertThat(Vendor.fromId("PostgreSQL")).isEqualTo(Vendor.POSTGRESQL);
    }
}
