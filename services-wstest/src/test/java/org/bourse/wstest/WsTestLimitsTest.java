package org.bourse.wstest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class WsTestLimitsTest {

    final WsTestLimits defaults = new WsTestLimits(1000, 500, 1000, 1024 * 1024);

    @Test
    void parserLimitsLetTheLargestLegalRequestsThroughWithRoomForTheServiceCheck() {
        // 500 nodes nest 504 deep (Envelope, Body, EchoList, 500 nodes, their text children).
        assertThat(XmlParserLimits.maxElementDepth(defaults)).isEqualTo(516);
        // 1000 items of 4 elements, doubled so that 1001 items reach the service's own fault.
        assertThat(XmlParserLimits.maxElementCount(defaults)).isEqualTo(8064);
        // base64 of 1 MiB + 1 byte is 1,398,104 characters.
        assertThat(XmlParserLimits.maxTextLength(defaults)).isEqualTo(1_398_104 + 1024);
        assertThat(XmlParserLimits.asEndpointProperties(defaults))
                .containsEntry("org.apache.cxf.stax.maxElementDepth", 516)
                .containsEntry("org.apache.cxf.stax.maxElementCount", 8064L);
    }

    @Test
    void nonsensicalLimitsAreRefusedAtStartup() {
        assertThatThrownBy(() -> new WsTestLimits(0, 500, 1000, 1024))
                .hasMessageContaining("bourse.wstest.limits.max-struct-items must be positive");
        assertThatThrownBy(() -> new WsTestLimits(1000, 5000, 1000, 1024))
                .hasMessageContaining("max-list-nodes=5000 is above 2000");
    }
}
