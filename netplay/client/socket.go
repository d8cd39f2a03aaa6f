package client

// socket is one WebSocket: text frames of one JSON object each.
type socket interface {
	// read waits for the next frame; an error ends the socket.
	read() ([]byte, error)
	// write sends one frame.
	write([]byte) error
	// close ends the socket; read then fails.
	close()
}
