package org.bourse.boot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.BindException;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Conditional;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.StandardEnvironment;
import org.springframework.core.env.SystemEnvironmentPropertySource;
import org.springframework.mock.env.MockEnvironment;

/**
 * A mode read as its settings record binds it: the record's prefix and the component's dashed name, its default,
 * every spelling Spring Boot's binder accepts, and a value that is none of the mode's refused as the record
 * refuses it; and the composed condition built on it selecting beans by that reading.
 */
class ModeSettingTest {

    enum Colour { DEEP_BLUE, RED }

    @ConfigurationProperties("test.paint")
    record PaintSettings(@DefaultValue("deep-blue") Colour wallColour, @DefaultValue("2") int coats) {
    }

    static final ModeSetting<Colour> WALL = ModeSetting.of(PaintSettings.class, "wallColour", Colour.class);

    @Test
    void theNameAndTheDefaultAreTheRecords() {
        assertThat(WALL.name()).isEqualTo("test.paint.wall-colour");
        assertThat(WALL.defaultValue()).isEqualTo("deep-blue");
        assertThat(WALL.in(new MockEnvironment())).isEqualTo(Colour.DEEP_BLUE);
    }

    @Test
    void everySpellingTheBinderAcceptsIsTheSameMode() {
        for (String spelling : new String[] {"red", "RED", "Red"}) {
            assertThat(WALL.in(new MockEnvironment().withProperty("test.paint.wall-colour", spelling))).as(spelling)
                    .isEqualTo(Colour.RED);
        }
        for (String spelling : new String[] {"deep-blue", "DEEP_BLUE", "deepBlue", "deep_blue"}) {
            assertThat(WALL.in(new MockEnvironment().withProperty("test.paint.wall-colour", spelling))).as(spelling)
                    .isEqualTo(Colour.DEEP_BLUE);
        }
        StandardEnvironment variables = new StandardEnvironment();
        variables.getPropertySources().replace(StandardEnvironment.SYSTEM_ENVIRONMENT_PROPERTY_SOURCE_NAME,
                new SystemEnvironmentPropertySource(StandardEnvironment.SYSTEM_ENVIRONMENT_PROPERTY_SOURCE_NAME,
                        Map.of("TEST_PAINT_WALLCOLOUR", "red")));
        assertThat(WALL.in(variables)).as("as an environment variable").isEqualTo(Colour.RED);
    }

    @Test
    void aValueThatIsNoModeIsRefusedNamingTheSetting() {
        assertThatThrownBy(() -> WALL.in(new MockEnvironment().withProperty("test.paint.wall-colour", "mauve")))
                .isInstanceOf(BindException.class).hasMessageContaining("test.paint.wall-colour");
    }

    @Test
    void aComponentThatIsNotTheRecordsIsRefused() {
        assertThatThrownBy(() -> ModeSetting.of(PaintSettings.class, "ceilingColour", Colour.class))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("ceilingColour");
    }

    @Retention(RetentionPolicy.RUNTIME)
    @Target({ElementType.TYPE, ElementType.METHOD})
    @Conditional(OnWallColour.class)
    @interface ConditionalOnWallColour {
        Colour[] value();
    }

    static final class OnWallColour extends ModeCondition<Colour> {
        OnWallColour() {
            super(ConditionalOnWallColour.class, WALL);
        }
    }

    @Configuration(proxyBeanMethods = false)
    static class Brushes {

        @Bean
        @ConditionalOnWallColour(Colour.RED)
        String redBrush() {
            return "red";
        }

        @Bean
        @ConditionalOnWallColour({Colour.RED, Colour.DEEP_BLUE})
        Integer anyBrush() {
            return 1;
        }
    }

    @Test
    void theConditionSelectsByTheModeAsBound() {
        ApplicationContextRunner runner = new ApplicationContextRunner().withUserConfiguration(Brushes.class);
        runner.run(context -> assertThat(context).doesNotHaveBean("redBrush").hasBean("anyBrush"));
        runner.withPropertyValues("test.paint.wall-colour=RED")
                .run(context -> assertThat(context).hasBean("redBrush").hasBean("anyBrush"));
        runner.withPropertyValues("test.paint.wall-colour=mauve")
                .run(context -> assertThat(context).hasFailed().getFailure().rootCause()
                        .hasMessageContaining("mauve"));
    }
}
