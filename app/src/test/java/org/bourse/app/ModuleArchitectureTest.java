package org.bourse.app;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * The modules' shape, checked on the classes of the whole server (every module is on this module's
 * classpath): each module uses only the ones beneath it, no two packages depend on each other, and a
 * database's own package is reached through the data-access selection point only. The rules inside one
 * module live with it ({@code dal}'s and {@code web-ui}'s architecture tests).
 */
class ModuleArchitectureTest {

    private static final JavaClasses SERVER = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("org.bourse");

    @Test
    void eachModuleUsesOnlyTheOnesBeneathIt() {
        noClasses().that().resideInAnyPackage("org.bourse.dal..", "org.bourse.xml..")
                .should().dependOnClassesThat().resideInAnyPackage("org.bourse.trade..", "org.bourse.wstest..",
                        "org.bourse.web..", "org.bourse.app..")
                .check(SERVER);
        noClasses().that().resideInAnyPackage("org.bourse.trade..", "org.bourse.wstest..")
                .should().dependOnClassesThat().resideInAnyPackage("org.bourse.web..", "org.bourse.app..")
                .check(SERVER);
        noClasses().that().resideInAPackage("org.bourse.web..")
                .should().dependOnClassesThat().resideInAPackage("org.bourse.app..")
                .check(SERVER);
    }

    @Test
    void noPackagesDependOnEachOther() {
        slices().matching("org.bourse.(**)").should().beFreeOfCycles().check(SERVER);
    }

    @Test
    void aDatabasePackageIsReachedThroughTheSelectionPointOnly() {
        for (String vendor : new String[] {"org.bourse.dal.h2..", "org.bourse.dal.postgresql..", "org.bourse.dal.mariadb.."}) {
            noClasses().that().resideOutsideOfPackages("org.bourse.dal..")
                    .should().dependOnClassesThat().resideInAPackage(vendor)
                    .because("other modules use the data access through its interfaces; org.bourse.dal.selection picks the database")
                    .check(SERVER);
        }
    }
}
