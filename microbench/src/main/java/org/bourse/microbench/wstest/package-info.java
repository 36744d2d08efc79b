/**
 * JMH microbenchmark of the WSTest data bindings (issue 31): unmarshal and marshal of each WSTest
 * message element with JAXB as CXF runs it, Jackson's XML data binding and the StAX binding, each
 * behind {@link org.bourse.microbench.wstest.MessageBinding}, on the shared
 * {@link org.bourse.microbench.wstest.Payloads}. {@link org.bourse.microbench.wstest.BindingBenchmark}
 * is the benchmark; microbench/README.md says how to build and run it.
 */
package org.bourse.microbench.wstest;
