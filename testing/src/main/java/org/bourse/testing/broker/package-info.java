/** The local RabbitMQ server as tests use it: reachability, and queues of the test JVM's own. */
package org.bourse.testing.broker;
