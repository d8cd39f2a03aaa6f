//go:build !js

package client

import (
	"bytes"
	"context"
	"io"
	"net/http"
)

// maxAnswer bounds an API answer read.
const maxAnswer = 1 << 20

func httpDo(ctx context.Context, method, u string, body []byte) (int, []byte, error) {
	req, err := http.NewRequestWithContext(ctx, method, u, bytes.NewReader(body))
	if err != nil {
		return 0, nil, err
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer res.Body.Close()
	data, err := io.ReadAll(io.LimitReader(res.Body, maxAnswer))
	return res.StatusCode, data, err
}
