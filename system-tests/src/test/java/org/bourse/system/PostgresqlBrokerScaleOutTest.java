package org.bourse.system;

import java.util.List;

import org.bourse.testing.databases.ServerDatabase;
import org.bourse.testing.server.BourseProcess;

/**
 * The scale-out test in the broker order mode (issue 14's combined test): PostgreSQL, RabbitMQ, the two
 * nodes behind nginx as web tier only ({@code bourse.trade.broker.role=web}: they take the orders and
 * publish them through the outbox) and a third, order-processor-only node without HTTP. Mid-load the
 * processor is killed with the web node (its unacknowledged messages go back to the queue, the killed web
 * node's unpublished orders wait in the outbox for another node's relay), and both are started again. The
 * test waits until no order is open and the outbox is empty before it asks for the run check.
 * Sessions in the database, then in Redis; the processor runs on from one to the other.
 */
class PostgresqlBrokerScaleOutTest extends ScaleOutContract {

    private final BrokerGroup broker = new BrokerGroup();
    private BourseProcess processor;

    @Override
    String databaseName() {
        return "brokerscaleout";
    }

    @Override
    void requireOthers() {
        broker.requireReachable();
    }

    @Override
    List<String> webNodeSettings() {
        return broker.settings("web");
    }

    @Override
    void startOthers(ServerDatabase db) {
        processor = BourseProcess.on(db).population(USERS, QUOTES);
        broker.startProcessor(processor);
    }

    @Override
    void killOthers() {
        processor.kill();
    }

    @Override
    void restartOthers() throws InterruptedException {
        int waiting = broker.restartProcessor(processor);
        System.out.printf("broker: processor restarted, %d messages were waiting%n", waiting);
    }

    @Override
    void closeOthers() {
        if (processor != null) {
            processor.close();
        }
    }
}
