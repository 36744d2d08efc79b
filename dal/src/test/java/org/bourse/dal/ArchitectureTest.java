package org.bourse.dal;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * The shape of the data access: the portable code knows no database by name, each database's
 * differences sit in its own package, and only the selection point reaches those packages.
 */
class ArchitectureTest {

    private static final String[] VENDOR_PACKAGES = {"org.bourse.dal.h2..", "org.bourse.dal.postgresql..",
        "org.bourse.dal.mariadb.."};

    private static final JavaClasses DAL = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("org.bourse.dal");

    @Test
    void thePackagesHaveNoCycles() {
        slices().matching("org.bourse.dal.(*)..").should().beFreeOfCycles().check(DAL);
    }

    @Test
    void theRootPackageDependsOnNoSubPackage() {
        noClasses().that().resideInAPackage("org.bourse.dal")
                .should().dependOnClassesThat().resideInAPackage("org.bourse.dal.*..")
                .check(DAL);
    }

    @Test
    void onlyTheSelectionPointReachesADatabasePackage() {
        for (String vendor : VENDOR_PACKAGES) {
            noClasses().that().resideOutsideOfPackages(vendor, "org.bourse.dal.selection..")
                    .should().dependOnClassesThat().resideInAPackage(vendor)
                    .because("a database's differences are reached through org.bourse.dal.selection.Databases only")
                    .check(DAL);
        }
    }

    @Test
    void thePortableCodeNamesNoDatabaseDriver() {
        noClasses().that().resideInAnyPackage("org.bourse.dal.jdbc..", "org.bourse.dal.population..",
                        "org.bourse.dal.wstest..", "org.bourse.dal.invariants..", "org.bourse.dal.trade..",
                        "org.bourse.dal.scenario..", "org.bourse.dal.spi..")
                .should().dependOnClassesThat().resideInAnyPackage("org.postgresql..", "org.mariadb..", "org.h2..")
                .check(DAL);
    }
}
