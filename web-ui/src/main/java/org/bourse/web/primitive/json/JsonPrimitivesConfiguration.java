package org.bourse.web.primitive.json;

import org.bourse.web.primitive.PrimitiveServlets;
import org.bourse.web.primitive.WhenPrimitivesEnabled;
import org.springframework.boot.web.servlet.ServletRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

import tools.jackson.databind.json.JsonMapper;

@Configuration(proxyBeanMethods = false)
@WhenPrimitivesEnabled
class JsonPrimitivesConfiguration {

    @Bean
    ServletRegistrationBean<PingJsonObject> pingJsonpObject(JsonMapper mapper) {
        return PrimitiveServlets.at("/servlet/PingJSONPObject", "PingJSONPObject", new PingJsonObject(mapper, false));
    }

    @Bean
    ServletRegistrationBean<PingJsonObject> pingJsonpObjectFactory(JsonMapper mapper) {
        return PrimitiveServlets.at("/servlet/PingJSONPObjectFactory", "PingJSONPObjectFactory",
                new PingJsonObject(mapper, true));
    }

    @Bean
    ServletRegistrationBean<PingJsonStreaming> pingJsonpStreaming(JsonMapper mapper) {
        return PrimitiveServlets.at("/servlet/PingJSONPStreaming", "PingJSONPStreaming", new PingJsonStreaming(mapper));
    }
}
