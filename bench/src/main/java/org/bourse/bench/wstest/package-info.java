/** The WSTest workloads: one SOAP echo operation per run, in either methodology. */
package org.bourse.bench.wstest;
