package org.bourse.app.tls;

import java.io.IOException;
import java.math.BigInteger;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.MessageDigest;
import java.security.PrivateKey;
import java.security.SecureRandom;
import java.security.Signature;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.security.spec.ECGenParameterSpec;
import java.security.spec.PKCS8EncodedKeySpec;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The certificate of {@code bourse.listener.tls.self-signed}: an EC P-256 key and a self-signed X.509
 * certificate for this machine's names, made at the first start into a directory of its own (owner-only,
 * PEM: {@code self-signed.crt}, {@code self-signed.key}) and read from there on every later start, as the
 * admin password is. {@code tuning/frontend} reads and makes the same two files, so a front end and the
 * nodes behind it present one certificate. EC rather than RSA: a handshake signs with it, and P-256
 * signs an order of magnitude cheaper than RSA 2048, on both JSSE and OpenSSL.
 */
final class SelfSignedCertificate {

    static final String CERTIFICATE_FILE = "self-signed.crt";
    static final String KEY_FILE = "self-signed.key";
    /** The most browsers accept for a server certificate; a benchmark machine is rebuilt long before. */
    static final Duration VALIDITY = Duration.ofDays(825);

    private static final String ECDSA_WITH_SHA256 = "1.2.840.10045.4.3.2";
    private static final DateTimeFormatter UTC_TIME = DateTimeFormatter.ofPattern("yyMMddHHmmss'Z'", Locale.ROOT)
            .withZone(ZoneOffset.UTC);

    /** The key and certificate, and where they are. */
    record Loaded(PrivateKey key, X509Certificate certificate, Path directory) {

        String fingerprint() {
            try {
                byte[] digest = MessageDigest.getInstance("SHA-256").digest(certificate.getEncoded());
                return HexFormat.ofDelimiter(":").withUpperCase().formatHex(digest);
            } catch (GeneralSecurityException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    private SelfSignedCertificate() {
    }

    /**
     * The certificate in {@code directory}, made there first if it has none (or only an expired one);
     * {@code log} gets one line saying which, with the fingerprint a client pins or compares.
     */
    static Loaded inDirectory(Path directory, Instant now, Consumer<String> log) {
        Path dir = directory.toAbsolutePath().normalize();
        Path certificate = dir.resolve(CERTIFICATE_FILE);
        Path key = dir.resolve(KEY_FILE);
        try {
            createOwnerOnly(dir);
            // Nodes sharing the directory (one volume, one host) make one certificate between them, not two halves.
            try (FileChannel lock = FileChannel.open(dir.resolve("self-signed.lock"), StandardOpenOption.CREATE,
                    StandardOpenOption.WRITE); FileLock held = lock.lock()) {
                return loadOrMake(dir, certificate, key, now, log);
            }
        } catch (IOException | GeneralSecurityException e) {
            throw new IllegalStateException("Cannot read or make the self-signed certificate in " + dir + " ("
                    + e.getMessage() + "): delete " + CERTIFICATE_FILE + " and " + KEY_FILE + " there, set"
                    + " bourse.listener.tls.directory to a writable place, or give a certificate of your own"
                    + " (server.ssl.bundle)", e);
        }
    }

    private static Loaded loadOrMake(Path dir, Path certificate, Path key, Instant now, Consumer<String> log)
            throws IOException, GeneralSecurityException {
            if (Files.exists(certificate) || Files.exists(key)) {
                Loaded loaded = read(certificate, key, dir);
                if (loaded.certificate().getNotAfter().toInstant().isAfter(now)) {
                    log.accept("TLS: the self-signed certificate in " + dir + " (SHA-256 fingerprint " + loaded.fingerprint()
                            + ", valid until " + loaded.certificate().getNotAfter().toInstant() + ")");
                    return loaded;
                }
                log.accept("TLS: the self-signed certificate in " + dir + " expired at "
                        + loaded.certificate().getNotAfter().toInstant() + "; making a new one");
            }
            Loaded made = make(dir, names(), now);
            log.accept("TLS: made a self-signed certificate for " + String.join(", ", names()) + " in " + dir
                    + " (owner-only), valid until " + made.certificate().getNotAfter().toInstant()
                    + "; SHA-256 fingerprint " + made.fingerprint()
                    + ". Clients must trust " + certificate.getFileName() + " or skip verification; delete both files for a new one.");
            return made;
    }

    private static void createOwnerOnly(Path dir) throws IOException {
        if (Files.isDirectory(dir)) {
            return;
        }
        Files.createDirectories(dir);
        if (dir.getFileSystem().supportedFileAttributeViews().contains("posix")) {
            Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwx------"));
        }
    }

    /** localhost and the loopback addresses, and this machine's name: what a client on it or next to it dials. */
    static List<String> names() {
        Set<String> names = new LinkedHashSet<>(List.of("localhost", "127.0.0.1", "::1"));
        try {
            String host = InetAddress.getLocalHost().getHostName();
            if (host.matches("[A-Za-z0-9.-]+")) {
                names.add(host.toLowerCase(Locale.ROOT));
            }
        } catch (IOException e) {
            // no name of its own (a bare container): the loopback names are enough on loopback
        }
        return List.copyOf(names);
    }

    static Loaded read(Path certificate, Path key, Path dir) throws IOException, GeneralSecurityException {
        if (!Files.exists(certificate) || !Files.exists(key)) {
            throw new IOException("only one of " + CERTIFICATE_FILE + " and " + KEY_FILE + " exists");
        }
        X509Certificate cert;
        try (var in = Files.newInputStream(certificate)) {
            cert = (X509Certificate) CertificateFactory.getInstance("X.509").generateCertificate(in);
        }
        String pem = Files.readString(key, StandardCharsets.US_ASCII);
        int begin = pem.indexOf("-----BEGIN PRIVATE KEY-----");
        int end = pem.indexOf("-----END PRIVATE KEY-----");
        if (begin < 0 || end < begin) {
            throw new IOException(KEY_FILE + " is not a PKCS#8 PEM key (BEGIN PRIVATE KEY)");
        }
        byte[] der = Base64.getMimeDecoder().decode(pem.substring(begin + 27, end));
        PrivateKey privateKey = KeyFactory.getInstance(cert.getPublicKey().getAlgorithm())
                .generatePrivate(new PKCS8EncodedKeySpec(der));
        return new Loaded(privateKey, cert, dir);
    }

    static Loaded make(Path dir, List<String> names, Instant now) throws IOException, GeneralSecurityException {
        KeyPairGenerator generator = KeyPairGenerator.getInstance("EC");
        generator.initialize(new ECGenParameterSpec("secp256r1"));
        KeyPair pair = generator.generateKeyPair();
        byte[] der = certificate(pair, names, now);
        X509Certificate cert = (X509Certificate) CertificateFactory.getInstance("X.509")
                .generateCertificate(new java.io.ByteArrayInputStream(der));
        cert.verify(pair.getPublic());

        createOwnerOnly(dir);
        // Each file written whole under a temporary name, then moved: nothing ever reads half a file.
        writeOwnerOnly(dir.resolve(KEY_FILE), pem("PRIVATE KEY", pair.getPrivate().getEncoded()));
        writeOwnerOnly(dir.resolve(CERTIFICATE_FILE), pem("CERTIFICATE", der));
        return new Loaded(pair.getPrivate(), cert, dir);
    }

    private static byte[] certificate(KeyPair pair, List<String> names, Instant now) throws GeneralSecurityException {
        byte[] algorithm = Der.sequence(Der.oid(ECDSA_WITH_SHA256));
        byte[] name = Der.sequence(Der.tlv(Der.SET, Der.sequence(Der.oid("2.5.4.3"), Der.utf8("Bourse self-signed"))));
        byte[] serial = Der.integer(new BigInteger(127, new SecureRandom()).add(BigInteger.ONE));
        Instant notBefore = now.minus(Duration.ofHours(1)); // a client whose clock is a little behind
        byte[] validity = Der.sequence(Der.tlv(Der.UTC_TIME, UTC_TIME.format(notBefore).getBytes(StandardCharsets.US_ASCII)),
                Der.tlv(Der.UTC_TIME, UTC_TIME.format(now.plus(VALIDITY)).getBytes(StandardCharsets.US_ASCII)));
        byte[] extensions = Der.tlv(0xa3, Der.sequence(
                extension("2.5.29.17", false, subjectAltNames(names)),
                extension("2.5.29.19", true, Der.sequence()), // basic constraints: not a CA
                extension("2.5.29.15", true, Der.tlv(Der.BIT_STRING, new byte[] {7, (byte) 0x80})), // digitalSignature
                extension("2.5.29.37", false, Der.sequence(Der.oid("1.3.6.1.5.5.7.3.1"))))); // serverAuth
        byte[] tbs = Der.sequence(Der.tlv(0xa0, Der.integer(BigInteger.TWO)), serial, algorithm, name, validity, name,
                pair.getPublic().getEncoded(), extensions);
        Signature signer = Signature.getInstance("SHA256withECDSA");
        signer.initSign(pair.getPrivate());
        signer.update(tbs);
        return Der.sequence(tbs, algorithm, Der.bits(signer.sign()));
    }

    private static byte[] extension(String oid, boolean critical, byte[] value) {
        return critical ? Der.sequence(Der.oid(oid), Der.tlv(0x01, new byte[] {(byte) 0xff}), Der.tlv(Der.OCTET_STRING, value))
                : Der.sequence(Der.oid(oid), Der.tlv(Der.OCTET_STRING, value));
    }

    private static byte[] subjectAltNames(List<String> names) throws GeneralSecurityException {
        List<byte[]> entries = new ArrayList<>();
        for (String n : names) {
            if (n.matches("[0-9.]+") || n.contains(":")) {
                try {
                    entries.add(Der.tlv(0x87, InetAddress.getByName(n).getAddress())); // iPAddress
                } catch (IOException e) {
                    throw new GeneralSecurityException("not an address: " + n, e);
                }
            } else {
                entries.add(Der.tlv(0x82, n.getBytes(StandardCharsets.US_ASCII))); // dNSName
            }
        }
        return Der.sequence(entries.toArray(byte[][]::new));
    }

    private static String pem(String type, byte[] der) {
        return "-----BEGIN " + type + "-----\n" + Base64.getMimeEncoder(64, new byte[] {'\n'}).encodeToString(der)
                + "\n-----END " + type + "-----\n";
    }

    private static void writeOwnerOnly(Path file, String text) throws IOException {
        Path temporary = file.resolveSibling(file.getFileName() + "." + ProcessHandle.current().pid() + ".tmp");
        if (file.getFileSystem().supportedFileAttributeViews().contains("posix")) {
            Files.deleteIfExists(temporary);
            Files.createFile(temporary, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
        }
        Files.writeString(temporary, text, StandardCharsets.US_ASCII);
        try {
            Files.move(temporary, file, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException | FileAlreadyExistsException e) {
            Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
