package game

import (
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math/bits"
	"math/rand/v2"
)

// RNG is the seeded generator an engine keeps inside its state. It is a value:
// copying a state copies its generator, so a clone draws the same numbers. It
// marshals to JSON, so a state's hash covers it.
type RNG struct {
	pcg rand.PCG
}

// NewRNG returns a generator seeded with seed.
func NewRNG(seed uint64) RNG {
	return RNG{pcg: *rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)}
}

// Seed resets the generator to seed.
func (r *RNG) Seed(seed uint64) { r.pcg.Seed(seed, seed^0x9e3779b97f4a7c15) }

// Uint64 returns a uniformly distributed 64-bit number.
func (r *RNG) Uint64() uint64 { return r.pcg.Uint64() }

// IntN returns a uniform number in [0, n). It panics if n <= 0.
func (r *RNG) IntN(n int) int {
	if n <= 0 {
		panic("game: RNG.IntN with n <= 0")
	}
	// Lemire's nearly divisionless method.
	un := uint64(n)
	hi, lo := bits.Mul64(r.pcg.Uint64(), un)
	if lo < un {
		thresh := -un % un
		for lo < thresh {
			hi, lo = bits.Mul64(r.pcg.Uint64(), un)
		}
	}
	return int(hi)
}

// Float64 returns a uniform number in [0, 1).
func (r *RNG) Float64() float64 { return float64(r.pcg.Uint64()>>11) / (1 << 53) }

// Die returns a roll of a die with the given number of faces, 1 to faces.
func (r *RNG) Die(faces int) int { return r.IntN(faces) + 1 }

// Shuffle permutes n elements with Fisher–Yates, calling swap(i, j).
func (r *RNG) Shuffle(n int, swap func(i, j int)) {
	for i := n - 1; i > 0; i-- {
		swap(i, r.IntN(i+1))
	}
}

// MarshalJSON encodes the generator's full state.
func (r RNG) MarshalJSON() ([]byte, error) {
	b, err := r.pcg.MarshalBinary()
	if err != nil {
		return nil, err
	}
	return json.Marshal(hex.EncodeToString(b))
}

// UnmarshalJSON restores a generator encoded by MarshalJSON.
func (r *RNG) UnmarshalJSON(data []byte) error {
	var s string
	if err := json.Unmarshal(data, &s); err != nil {
		return fmt.Errorf("rng: %w", err)
	}
	b, err := hex.DecodeString(s)
	if err != nil {
		return fmt.Errorf("rng: %w", err)
	}
	return r.pcg.UnmarshalBinary(b)
}
