package org.bourse.bench.floor;

import jakarta.servlet.Servlet;

/** The servlet containers Spring Boot 4 can run Bourse on, each set up as the benchmark profile sets Bourse's. */
enum Container {

    TOMCAT {
        @Override
        RunningFloor start(FloorSettings settings, Servlet servlet) throws Exception {
            return TomcatFloor.start(settings, servlet);
        }
    },
    JETTY {
        @Override
        RunningFloor start(FloorSettings settings, Servlet servlet) throws Exception {
            return JettyFloor.start(settings, servlet);
        }
    };

    abstract RunningFloor start(FloorSettings settings, Servlet servlet) throws Exception;
}
