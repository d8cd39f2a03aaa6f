// Package zombies4 is the rules engine of Zombies!!! 4: The End…, for 2–6
// players.
package zombies4

import (
	"zombietable/data"
	"zombietable/game"
)

func init() { game.Register(Info()) }

var info *game.Info

// Info describes the game for the registry.
func Info() *game.Info {
	if info != nil {
		return info
	}
	text, err := data.Game("zombies4")
	if err != nil {
		text = data.GameText{Name: "Zombies!!! 4: The End", NameIT: "Zombies!!! 4: The End…"}
	}
	info = &game.Info{
		ID:            "zombies4",
		Version:       "1",
		Name:          text.Name,
		NameIT:        text.NameIT,
		MinPlayers:    2,
		MaxPlayers:    maxSeats,
		Description:   text.Description,
		DescriptionIT: text.DescriptionIT,
		Hidden:        true,
		New: func(c game.Config) (game.State, error) {
			g, err := New(c)
			if err != nil {
				return nil, err
			}
			return g, nil
		},
		Bots:    botMakers(),
		Levels:  []game.Level{{Name: "easy", Bot: "random"}, {Name: "normal", Bot: BotHeuristic}, {Name: "hard", Bot: "ismcts:500:lean:d80"}},
		Rollout: BotHeuristic,
		Eval:    Eval,
	}
	return info
}
