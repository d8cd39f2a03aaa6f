//go:build !js

package client

import (
	"bytes"
	"io"
	"net/http"
)

// maxAnswer bounds an API answer read.
const maxAnswer = 1 << 20

var httpClient = &http.Client{Timeout: Timeout}

// httpDo asks u by method with body, as the seat holding token when token
// is not empty, and returns the answer's status and body.
func httpDo(method, u string, body []byte, token string) (int, []byte, error) {
	req, err := http.NewRequest(method, u, bytes.NewReader(body))
	if err != nil {
		return 0, nil, err
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	res, err := httpClient.Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer res.Body.Close()
	data, err := io.ReadAll(io.LimitReader(res.Body, maxAnswer))
	return res.StatusCode, data, err
}
