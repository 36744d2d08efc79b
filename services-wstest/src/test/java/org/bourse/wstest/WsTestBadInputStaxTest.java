package org.bourse.wstest;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * {@link WsTestBadInputContract} on the StAX binding ({@code bourse.wstest.binding=stax}), and the texts JAXB
 * does not refuse cleanly (it answers them with an unrelated message, or as a failure of the server's own):
 * here each is a client fault saying what is wrong.
 */
@StaxBinding
class WsTestBadInputStaxTest extends WsTestBadInputContract {

    @Test
    void anXsiTypeThatIsNoTestStructIsRefusedNamingTheTypesAllowed() {
        String envelope = Envelopes.envelope("<EchoSynthetic xmlns=\"" + Envelopes.NS + "\"><synth>"
                + "<Strct xsi:type=\"xsd:string\">text</Strct></synth></EchoSynthetic>");
        assertThat(clientFault(post(Envelopes.action("EchoSynthetic"), envelope), 500))
                .isEqualTo("Unmarshalling Error: Strct: xsi:type \"xsd:string\" is neither"
                        + " {uri:WSTestWeb-TestService}TestStruct nor {uri:WSTestWeb-TestService}TestNode ");
    }

    @Test
    void aBarrayCharacterOutsideAsciiIsRefusedNamingIt() {
        String envelope = Envelopes.echoSynthetic(6).replace("</Barray>", "é</Barray>");
        assertThat(clientFault(post(Envelopes.action("EchoSynthetic"), envelope), 500))
                .isEqualTo("Unmarshalling Error: Barray: the character U+00E9 at offset 8 is not base64 ");
    }
}
