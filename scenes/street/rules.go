package street

const rulesEN = `Lead the biggest horde of zombie dice down the street: after three rounds of six street cards, the most zombies win.

• Each round every horde grows and each player gets a secret bonus card. Between some cards every horde gains a zombie; mid-round everyone gains coins at the shop and buys up to 2 cards, the smallest horde first.
• Jump: roll your horde; zombie faces fall, up to the card's limit. Gold and Parachute Jumps pay a horde that rolls a zombie face.
• Push: everyone votes a colour in secret; the votes are revealed together and each colour is a team. A team short of the threshold loses zombies, each member. The Bus is the biggest push.
• Coin / Zombie: take coins or a zombie. Civilian / Bomb: the biggest horde first, take a civilian or bomb someone (their civilians are lost, or zombies if they have none).
• At the round's end civilians turn into zombies. Reveal your bonus card right after its objective to be paid; revealed elsewhere it is spent.
• Zombird: zombird cards in hand, played at your shop visit or working on their own; an event each round earns a zombird card.`

const rulesIT = `Guida l'orda di dadi zombie più grande lungo la strada: dopo tre round di sei carte Strada vince chi ha più zombie.

• A ogni round ogni orda cresce e ogni giocatore riceve una carta Bonus Segreto. Tra alcune carte ogni orda guadagna uno zombie; a metà round tutti ottengono monete al Negozio e comprano fino a 2 carte, prima l'orda più piccola.
• Salto: lancia l'orda; le facce zombie cadono, fino al limite della carta. Salto Oro e Paracadute premiano chi tira una faccia zombie.
• Spinta: tutti votano un colore in segreto; i voti si rivelano insieme e ogni colore è una squadra. Ogni membro di una squadra sotto la soglia perde zombie. Il Bus è la Spinta più grande.
• Moneta / Zombie: prendi monete o uno zombie. Civile / Bomba: dall'orda più grande, prendi un civile o bombarda qualcuno (perde i civili, o zombie se non ne ha).
• A fine round i civili diventano zombie. Rivela la carta Bonus subito dopo il suo obiettivo per la ricompensa; altrove è sprecata.
• Zombird: carte Zombuccello in mano, giocate al Negozio o attive da sole; un evento a round fa guadagnare una carta Zombuccello.`
