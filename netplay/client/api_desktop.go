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

func httpDo(method, u string, body []byte) (int, []byte, error) {
	req, err := http.NewRequest(method, u, bytes.NewReader(body))
	if err != nil {
		return 0, nil, err
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	res, err := httpClient.Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer res.Body.Close()
	data, err := io.ReadAll(io.LimitReader(res.Body, maxAnswer))
	return res.StatusCode, data, err
}
