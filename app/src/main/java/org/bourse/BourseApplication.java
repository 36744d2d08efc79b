package org.bourse;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.context.properties.ConfigurationPropertiesScan;

/** Bourse: the WSTest and Trade workloads in one server, switched by configuration. */
@SpringBootApplication
@ConfigurationPropertiesScan
public class BourseApplication {

    public static void main(String[] args) {
        SpringApplication.run(BourseApplication.class, args);
    }
}
