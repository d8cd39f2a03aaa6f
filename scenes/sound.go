package scenes

import (
	"encoding/binary"
	"math"

	"github.com/hajimehoshi/ebiten/v2/audio"
)

// Sound is a short effect. Nothing loops.
type Sound int

// The effects the shell synthesizes.
const (
	SoundCard Sound = iota
	SoundDice
	SoundHit
	SoundBite
	SoundCoin
	SoundWin
	SoundLoss
	SoundClick
	soundCount
)

const sampleRate = 44100

// Mixer plays the effects, synthesized in code as 16-bit stereo PCM when
// first needed, at the volume of the settings. The audio device opens on the
// first effect played; a machine with no sound device runs the app silently.
type Mixer struct {
	ctx     *audio.Context
	players [soundCount]*audio.Player
	pcm     [soundCount][]byte
	volume  float64
	muted   bool
	off     bool
}

// SetVolume sets the volume (0–1) and mute.
func (m *Mixer) SetVolume(v float64, muted bool) {
	m.volume, m.muted = v, muted
	for _, p := range m.players {
		if p != nil {
			p.SetVolume(m.level())
		}
	}
}

func (m *Mixer) level() float64 {
	if m.muted {
		return 0
	}
	return m.volume * 0.5
}

// Play starts an effect.
func (m *Mixer) Play(s Sound) {
	if m.off || m.muted || m.volume <= 0 || s < 0 || s >= soundCount {
		return
	}
	if m.ctx == nil {
		if !audioAvailable() {
			m.off = true
			return
		}
		m.ctx = audio.CurrentContext()
		if m.ctx == nil {
			m.ctx = audio.NewContext(sampleRate)
		}
	}
	p := m.players[s]
	if p == nil {
		if m.pcm[s] == nil {
			m.pcm[s] = Synthesize(s)
		}
		p = m.ctx.NewPlayerFromBytes(m.pcm[s])
		m.players[s] = p
	}
	p.SetVolume(m.level())
	_ = p.Rewind()
	p.Play()
}

// Synthesize renders effect s as 16-bit little-endian stereo PCM at 44.1 kHz.
// It is deterministic: the noise comes from a fixed seed.
func Synthesize(s Sound) []byte {
	var dur float64
	var f func(t float64, noise float64) float64
	switch s {
	case SoundCard: // a soft swish of filtered noise
		dur = 0.12
		f = func(t, n float64) float64 {
			return n * 0.5 * env(t, 0.005, dur) * (0.5 + 0.5*math.Sin(t*90))
		}
	case SoundDice: // a few clicks of dice on wood
		dur = 0.42
		f = func(t, n float64) float64 {
			v := 0.0
			for i, at := range [...]float64{0, 0.07, 0.15, 0.22, 0.3} {
				dt := t - at
				if dt >= 0 && dt < 0.04 {
					v += (n*0.6 + 0.4*math.Sin(2*math.Pi*(1800+300*float64(i))*dt)) * math.Exp(-dt*120) * (1 - float64(i)*0.15)
				}
			}
			return v * 0.7
		}
	case SoundHit: // a low thump
		dur = 0.2
		f = func(t, n float64) float64 {
			fr := 110 * math.Exp(-t*8)
			return (math.Sin(2*math.Pi*fr*t)*0.9 + n*0.2) * math.Exp(-t*18)
		}
	case SoundBite: // a wet crunch
		dur = 0.26
		f = func(t, n float64) float64 {
			crunch := n * (0.6 + 0.4*math.Sin(2*math.Pi*33*t))
			return (crunch*0.7 + math.Sin(2*math.Pi*70*t)*0.4) * env(t, 0.004, dur)
		}
	case SoundCoin: // two bright pings
		dur = 0.3
		f = func(t, n float64) float64 {
			v := math.Sin(2*math.Pi*1568*t) * math.Exp(-t*14)
			if t > 0.07 {
				v += math.Sin(2*math.Pi*2093*(t-0.07)) * math.Exp(-(t-0.07)*12)
			}
			return v * 0.45
		}
	case SoundWin: // a rising arpeggio
		dur = 0.7
		f = func(t, n float64) float64 { return arpeggio(t, [...]float64{523.3, 659.3, 784, 1046.5}) }
	case SoundLoss: // a falling, darker arpeggio
		dur = 0.8
		f = func(t, n float64) float64 { return arpeggio(t, [...]float64{392, 311.1, 261.6, 196}) }
	default: // a click for buttons
		dur = 0.03
		f = func(t, n float64) float64 { return math.Sin(2*math.Pi*900*t) * math.Exp(-t*200) * 0.4 }
	}
	n := int(dur * sampleRate)
	out := make([]byte, n*4)
	seed := uint32(12345 + int(s))
	lp := 0.0
	for i := 0; i < n; i++ {
		seed = seed*1664525 + 1013904223
		raw := float64(seed>>8)/float64(1<<24)*2 - 1
		lp += (raw - lp) * 0.35 // a gentle low-pass takes the hiss off the noise
		t := float64(i) / sampleRate
		v := f(t, lp)
		// A short fade at the end avoids a click.
		if rem := float64(n-i) / sampleRate; rem < 0.01 {
			v *= rem / 0.01
		}
		v = math.Max(-1, math.Min(1, v))
		sm := int16(v * 0.6 * 32767)
		binary.LittleEndian.PutUint16(out[4*i:], uint16(sm))
		binary.LittleEndian.PutUint16(out[4*i+2:], uint16(sm))
	}
	return out
}

// env is an attack-decay envelope over a sound of length dur.
func env(t, attack, dur float64) float64 {
	if t < attack {
		return t / attack
	}
	return math.Exp(-(t - attack) / (dur / 4))
}

func arpeggio(t float64, notes [4]float64) float64 {
	const step = 0.12
	v := 0.0
	for i, fr := range notes {
		dt := t - float64(i)*step
		if dt < 0 {
			continue
		}
		tone := math.Sin(2*math.Pi*fr*dt) + 0.3*math.Sin(4*math.Pi*fr*dt)
		v += tone * math.Exp(-dt*6) * 0.3
	}
	return v
}
