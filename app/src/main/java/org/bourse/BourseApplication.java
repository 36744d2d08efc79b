package org.bourse;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * Bourse: the WSTest and Trade workloads in one server, switched by configuration. Each settings record
 * is enabled once, by the configuration that uses it (no scan).
 */
@SpringBootApplication
public class BourseApplication {

    public static void main(String[] args) {
        EngineNameCache.apply();
        SpringApplication.run(BourseApplication.class, args);
    }
}
