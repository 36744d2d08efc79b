package org.bourse.app;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * The modules' shape, checked on the classes of the whole server (every module is on this module's
 * classpath): each module uses only the ones beneath it, no two packages depend on each other, a
 * database's own package is reached through the data-access selection point only, and the broker order
 * mode's RabbitMQ transport through the order processing only. The rules inside one module live with it
 * ({@code dal}'s and {@code web-ui}'s architecture tests).
 */
class ModuleArchitectureTest {

    private static final JavaClasses SERVER = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("org.bourse");

    @Test
    void eachModuleUsesOnlyTheOnesBeneathIt() {
        noClasses().that().resideInAnyPackage("org.bourse.boot..", "org.bourse.dal..", "org.bourse.xml..")
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
    void theSpringBootPlumbingDependsOnNoOtherBoursePackage() {
        noClasses().that().resideInAPackage("org.bourse.boot..")
                .should().dependOnClassesThat(DescribedPredicate.describe("another Bourse package",
                        c -> c.getPackageName().startsWith("org.bourse.") && !c.getPackageName().startsWith("org.bourse.boot")))
                .because("every module's settings use it; it is plumbing, not a feature")
                .check(SERVER);
    }

    @Test
    void theSoapTransportKnowsNoServiceAndNoServiceKnowsIt() {
        noClasses().that().resideInAPackage("org.bourse.soap..")
                .should().dependOnClassesThat(DescribedPredicate.describe("another Bourse package",
                        c -> c.getPackageName().startsWith("org.bourse.") && !c.getPackageName().startsWith("org.bourse.soap")))
                .because("every SOAP service is published on its bus; it serves them all alike")
                .check(SERVER);
        noClasses().that().resideInAnyPackage("org.bourse.trade..", "org.bourse.wstest..", "org.bourse.web..")
                .should().dependOnClassesThat().resideInAPackage("org.bourse.soap..")
                .because("a service publishes its endpoints on the Bus bean, whichever transport the server mounts")
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

    @Test
    void theBrokerTransportIsReachedThroughTheOrderProcessingOnly() {
        noClasses().that().resideOutsideOfPackages("org.bourse.trade.orders..")
                .should().dependOnClassesThat().resideInAPackage("org.bourse.trade.orders.broker..")
                .because("orders are handed to the broker through org.bourse.trade.orders.OrderQueue; the transport"
                        + " is a variant org.bourse.trade.orders picks, as a database is one the data access picks")
                .check(SERVER);
    }

    /**
     * The order processing's public types other than what waits ({@code OrderBacklog}, {@code PendingOrders})
     * are for the in-process services that place orders and for the broker transport: the web tier and the
     * server read the backlog, they process no order.
     */
    @Test
    void outsideTheTradeServicesTheOrderProcessingIsSeenAsWhatWaitsOnly() {
        DescribedPredicate<JavaClass> processing = DescribedPredicate.describe(
                "order processing other than OrderBacklog and PendingOrders",
                c -> c.getPackageName().equals("org.bourse.trade.orders")
                        && !c.getName().startsWith("org.bourse.trade.orders.OrderBacklog")
                        && !c.getName().equals("org.bourse.trade.orders.PendingOrders"));
        noClasses().that().resideOutsideOfPackages("org.bourse.trade.orders..", "org.bourse.trade.inprocess..")
                .should().dependOnClassesThat(processing)
                .check(SERVER);
    }

    @Test
    void onlyTheBrokerTransportSpeaksToRabbitmq() {
        noClasses().that().resideOutsideOfPackages("org.bourse.trade.orders.broker..", "org.bourse.testing..")
                .should().dependOnClassesThat().resideInAnyPackage("org.springframework.amqp..", "com.rabbitmq..",
                        "org.springframework.boot.amqp..")
                .because("RabbitMQ is the broker order mode's transport, and only that")
                .check(SERVER);
    }
}
