package org.bourse.web;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * The web tier reaches the data through the services only: from the data access it takes values (records,
 * enums, exceptions), never a store or a table (the cluster-wide scenario statistics, too, come through
 * {@code org.bourse.trade.scenario.ClusterStatistics}). The one exception is DayTrader's JDBC primitives
 * ({@code org.bourse.web.primitive.jdbc}), whose published purpose is to time a pooled connection and one
 * statement from the web tier, without the services in between (docs/decisions.md).
 */
class WebTierArchitectureTest {

    /** What the data access does, as opposed to the values it hands over. */
    private static final DescribedPredicate<JavaClass> DATA_ACCESS_WORK = DescribedPredicate.describe(
            "data-access classes other than records, enums and exceptions",
            c -> (c.getPackageName().equals("org.bourse.dal") || c.getPackageName().startsWith("org.bourse.dal."))
                    && !c.isRecord() && !c.isEnum() && !c.isAssignableTo(Throwable.class));

    private static final JavaClasses WEB = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("org.bourse.web");

    @Test
    void onlyTheJdbcPrimitivesTouchTheDatabase() {
        noClasses().that().resideOutsideOfPackage("org.bourse.web.primitive.jdbc..")
                .should().dependOnClassesThat().resideInAnyPackage("java.sql..", "javax.sql..",
                        "org.springframework.jdbc..", "com.zaxxer.hikari..")
                .because("the web tier asks the services; it never opens a connection")
                .check(WEB);
    }

    @Test
    void onlyTheJdbcPrimitivesHoldADataAccessStore() {
        noClasses().that().resideOutsideOfPackage("org.bourse.web.primitive.jdbc..")
                .should().dependOnClassesThat(DATA_ACCESS_WORK)
                .because("the web tier asks the services, which hold the stores")
                .check(WEB);
    }

    @Test
    void theWebTierUsesNoDataAccessImplementation() {
        noClasses().should().dependOnClassesThat().resideInAnyPackage("org.bourse.dal.jdbc..",
                        "org.bourse.dal.spi..", "org.bourse.dal.selection..", "org.bourse.dal.h2..",
                        "org.bourse.dal.postgresql..", "org.bourse.dal.mariadb..", "org.bourse.trade.inprocess..")
                .check(WEB);
    }

    @Test
    void theFeaturePackagesHaveNoCycles() {
        slices().matching("org.bourse.web.(*)..").should().beFreeOfCycles().check(WEB);
    }
}
