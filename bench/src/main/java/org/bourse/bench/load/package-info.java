/**
 * {@code bench/load}: named workloads against a running server, one run each or a search for the peak, and
 * the published methods whole ({@code --suite}); after every Trade run, the server's run check. Writes each
 * run's summary and report. Its options: {@link org.bourse.bench.load.LoadCommandLine}.
 */
package org.bourse.bench.load;
