/**
 * The full disclosure report: {@code report.html} of a run folder, one self-contained page (its charting
 * library, its data, its styles and any profile inlined) written from the folder's {@code summary.json}.
 */
package org.bourse.bench.report;
