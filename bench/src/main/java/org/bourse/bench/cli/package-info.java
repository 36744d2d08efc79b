/**
 * The command line of every command of the kit ({@code bench/load}, {@code bench/compare}, {@code bench/floor}):
 * options declared once with picocli's annotations, parsed the same way everywhere, help generated from them,
 * usage errors in one sentence, and the exit statuses the scripts read.
 */
package org.bourse.bench.cli;
