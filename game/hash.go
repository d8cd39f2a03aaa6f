package game

import (
	"encoding/json"
	"hash/fnv"
)

// Hash returns a digest of the whole state: FNV-64a of its JSON encoding.
// Engines keep their full state, generator included, in exported fields (or
// marshal it themselves), so equal hashes mean equal games. It returns 0 if the
// state cannot be encoded.
func Hash(s State) uint64 {
	b, err := json.Marshal(s)
	if err != nil {
		return 0
	}
	h := fnv.New64a()
	h.Write(b)
	return h.Sum64()
}
