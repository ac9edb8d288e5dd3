// A throwaway certificate for an HTTPS server on 127.0.0.1: the Lighthouse bench serves the
// site over HTTPS and HTTP/2 with it (decision 0031), and tests/api/https-server.test.ts.
import { execFileSync } from "node:child_process";
import { createHash, X509Certificate } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";

export interface Certificate {
  /** PEM key and certificate, as node:http2's createSecureServer takes them. */
  key: string;
  cert: string;
  /** The certificate's file, for NODE_EXTRA_CA_CERTS. */
  certFile: string;
  /** The SHA-256 (base64) of its public key, for Chromium's --ignore-certificate-errors-spki-list. */
  spki: string;
}

/** A self-signed certificate for 127.0.0.1, valid for a day, made by openssl into `dir`. */
export function makeCertificate(dir: string): Certificate {
  const keyFile = join(dir, "key.pem");
  const certFile = join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"],
      ...["-keyout", keyFile, "-out", certFile, "-days", "1", "-subj", "/CN=127.0.0.1"],
      ...["-addext", "subjectAltName=IP:127.0.0.1"],
    ],
    { stdio: "ignore" },
  );
  const cert = readFileSync(certFile, "utf8");
  const der = new X509Certificate(cert).publicKey.export({ type: "spki", format: "der" });
  return {
    key: readFileSync(keyFile, "utf8"),
    cert,
    certFile,
    spki: createHash("sha256").update(der).digest("base64"),
  };
}
