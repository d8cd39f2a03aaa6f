//go:build !js

package server

import (
	"bytes"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/json"
	"encoding/pem"
	"io"
	"math/big"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"zombietable/netplay/wire"
)

// TestBrowserBuildAtRoot: / serves the browser build from Web, and says
// how to make it when it is missing.
func TestBrowserBuildAtRoot(t *testing.T) {
	web := t.TempDir()
	if err := os.WriteFile(filepath.Join(web, "index.html"), []byte("<title>zombietable</title>"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		web  string
		code int
		body string
	}{{web, 200, "<title>zombietable</title>"}, {t.TempDir(), 404, "make web-build"}} {
		n := startNode(t, t.TempDir(), Config{Web: tc.web})
		resp, err := http.Get(n.http.URL + "/")
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != tc.code || !strings.Contains(string(body), tc.body) {
			t.Errorf("GET / with -web %s: %d %q", tc.web, resp.StatusCode, body)
		}
	}
}

// TestBehindAProxy: with TrustProxy the links name the address the
// people reached (X-Forwarded-Proto and -Host), and the tables an address
// makes are counted by X-Forwarded-For's last entry; without it those
// headers are ignored.
func TestBehindAProxy(t *testing.T) {
	for _, trust := range []bool{true, false} {
		n := startNode(t, t.TempDir(), Config{TrustProxy: trust, TablesPerHour: 1})
		post := func(forwardedFor string) (int, wire.Created) {
			body := `{"game":"pints","seats":[{"name":"Ann"},{"name":"Bob"}]}`
			req, _ := http.NewRequest("POST", n.http.URL+wire.PathTables, bytes.NewReader([]byte(body)))
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set("X-Forwarded-Proto", "https")
			req.Header.Set("X-Forwarded-Host", "tables.example")
			req.Header.Set("X-Forwarded-For", forwardedFor)
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			var c wire.Created
			_ = json.NewDecoder(resp.Body).Decode(&c)
			return resp.StatusCode, c
		}
		code, c := post("203.0.113.9, 198.51.100.1")
		want := n.http.URL + "/#join="
		if trust {
			want = "https://tables.example/#join="
		}
		if code != 201 || !strings.HasPrefix(c.Seats[0].Link, want) || !strings.HasPrefix(c.Watch, want) {
			t.Errorf("trust %v: %d, link %q, want it to start %q", trust, code, c.Seats[0].Link, want)
		}
		// A second table: another address behind the proxy may make it
		// when the proxy is trusted; without trust it is the same address.
		code, _ = post("203.0.113.9, 198.51.100.2")
		if wantCode := map[bool]int{true: 201, false: 429}[trust]; code != wantCode {
			t.Errorf("trust %v: another client behind the proxy: %d, want %d", trust, code, wantCode)
		}
	}
}

// TestServeTLS: zombietable serve with -tls-cert and -tls-key answers
// https.
func TestServeTLS(t *testing.T) {
	dir := t.TempDir()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "127.0.0.1"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
		IPAddresses: []net.IP{net.ParseIP("127.0.0.1")}, KeyUsage: x509.KeyUsageDigitalSignature,
		ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth}}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	kder, err := x509.MarshalECPrivateKey(key)
	if err != nil {
		t.Fatal(err)
	}
	certFile, keyFile := filepath.Join(dir, "cert.pem"), filepath.Join(dir, "key.pem")
	_ = os.WriteFile(certFile, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}), 0o600)
	_ = os.WriteFile(keyFile, pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: kder}), 0o600)
	c := startChild(t, "-data "+filepath.Join(dir, "store")+" -tls-cert "+certFile+" -tls-key "+keyFile)
	if !strings.HasPrefix(c.base, "https://") {
		t.Fatalf("the server says it is at %s", c.base)
	}
	pool := x509.NewCertPool()
	cert, _ := x509.ParseCertificate(der)
	pool.AddCert(cert)
	client := &http.Client{Transport: &http.Transport{TLSClientConfig: &tls.Config{RootCAs: pool}}}
	resp, err := client.Get(c.base + wire.PathTables + "/ZZZZZZ")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 404 || resp.TLS == nil {
		t.Errorf("GET over https: %d, tls %v", resp.StatusCode, resp.TLS != nil)
	}
}

// TestBrowserBuildInBrotli: a .gz of the build is sent as its .br copy,
// marked Content-Encoding: br, to a browser that accepts br; to any other,
// and where no .br is beside it, as the gzip the page inflates.
func TestBrowserBuildInBrotli(t *testing.T) {
	web := t.TempDir()
	for name, body := range map[string]string{"index.html": "<title>zombietable</title>", "t.wasm.gz": "GZIP", "t.wasm.br": "BROTLI", "lone.js.gz": "LONE"} {
		if err := os.WriteFile(filepath.Join(web, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	n := startNode(t, t.TempDir(), Config{Web: web})
	for _, tc := range []struct {
		path, accept, body, encoding string
	}{
		{"/t.wasm.gz", "gzip, deflate, br, zstd", "BROTLI", "br"},
		{"/t.wasm.gz", "BR;q=0.5", "BROTLI", "br"},
		{"/t.wasm.gz", "*", "BROTLI", "br"},
		{"/t.wasm.gz", "gzip, deflate", "GZIP", ""},
		{"/t.wasm.gz", "br;q=0, gzip", "GZIP", ""},
		{"/t.wasm.gz", "*;q=0", "GZIP", ""},
		{"/t.wasm.gz", "", "GZIP", ""},
		{"/lone.js.gz", "br", "LONE", ""},
		{"/t.wasm.br", "br", "BROTLI", ""},
	} {
		req, _ := http.NewRequest("GET", n.http.URL+tc.path, nil)
		req.Header.Set("Accept-Encoding", tc.accept)
		resp, err := (&http.Transport{DisableCompression: true}).RoundTrip(req)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 200 || string(body) != tc.body || resp.Header.Get("Content-Encoding") != tc.encoding {
			t.Errorf("GET %s, Accept-Encoding %q: %d %q, Content-Encoding %q; want %q, %q",
				tc.path, tc.accept, resp.StatusCode, body, resp.Header.Get("Content-Encoding"), tc.body, tc.encoding)
		}
		if tc.encoding == "br" && resp.Header.Get("Content-Type") != "application/wasm" {
			t.Errorf("GET %s in brotli: Content-Type %q", tc.path, resp.Header.Get("Content-Type"))
		}
		if strings.HasSuffix(tc.path, ".gz") && resp.Header.Get("Vary") != "Accept-Encoding" {
			t.Errorf("GET %s: Vary %q", tc.path, resp.Header.Get("Vary"))
		}
	}
}
