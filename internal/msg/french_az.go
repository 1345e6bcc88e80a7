package msg

// frenchAZ is the French of AlphaZero's search: PUCT, its network and
// its training.
var frenchAZ = map[string]string{
	"Monte Carlo tree search guided by a network's priors and values, as AlphaZero": "recherche arborescente Monte-Carlo guidée par les probabilités a priori et les valeurs d'un réseau, comme AlphaZero",
	"a learned network": "un réseau appris",
	"PUCT's constant `C` in Q + C·P·sqrt(N)/(1+n): 0 follows Q alone": "la constante `C` de PUCT dans Q + C·P·sqrt(N)/(1+n) : 0 suit Q seul",
	"1.25, AlphaZero's": "1,25, celle d'AlphaZero",
	"PUCT's network, the `FILE` gametree train az writes": "le réseau de PUCT, le `FICHIER` qu'écrit gametree train az",
	"the game's own": "celui du jeu",
	"its tree grows as far as its iterations take it, and the network judges each new node in place of a playout": "son arbre croît aussi loin que ses itérations le mènent, et le réseau juge chaque nouveau nœud au lieu d'une simulation",

	// The drawings and steps of PUCT.
	"PUCT = Q + c·P·sqrt(N)/(1+n), for the player to move": "PUCT = Q + c·P·sqrt(N)/(1+n), pour le joueur qui joue",
	"P %s":                   "P %s",
	"net %s":                 "réseau %s",
	"P":                      "P",
	"net":                    "réseau",
	"evaluate":               "évaluation",
	"gametree's own network": "le réseau de gametree",
	"the network %s":         "le réseau %s",
	"PUCT (AlphaZero's search), %s iterations, c = %s, %s":                                                                     "PUCT (la recherche d'AlphaZero), %s itérations, c = %s, %s",
	"the values backed up for the player who moved into the node (a leaf's result, else the network's value), over its visits": "les valeurs remontées pour le joueur qui a joué vers le nœud (le résultat d'une feuille, sinon la valeur du réseau), sur ses visites",
	"the iteration that reached the node first, and had the network judge it":                                                  "l'itération qui a atteint le nœud la première, et l'a fait juger par le réseau",
	"the network's prior of the move, given when its parent was judged":                                                        "la probabilité a priori du coup selon le réseau, donnée quand son parent a été jugé",
	"the network's value of the node for MAX, from 0 (MAX loses) to 1 (MAX wins), when the search first reached it":            "la valeur du nœud pour MAX selon le réseau, de 0 (MAX perd) à 1 (MAX gagne), quand la recherche l'a atteint la première fois",
	`Legend: MAX moves for the root player, MIN for the opponent. wins/visits:
the values backed up for the player who moved into the node (a finished
game's result, else the network's value, from 0 to 1) over the iterations
through it. MAX: its mean for MAX, from 0 (MAX loses) to 1 (MAX wins). P: the
network's prior of the move. net: the network's value of the node for MAX
when the search first reached it. added: that iteration. PV: the move chosen
(the most visited), then the most visited replies.
`: `Légende : MAX joue pour le joueur de la racine, MIN pour l'adversaire.
gains/visites : les valeurs remontées pour le joueur qui a joué vers le nœud
(le résultat d'une partie finie, sinon la valeur du réseau, de 0 à 1) sur les
itérations qui y passent. MAX : sa moyenne pour MAX, de 0 (MAX perd) à 1 (MAX
gagne). P : la probabilité a priori du coup selon le réseau. réseau : la
valeur du nœud pour MAX selon le réseau quand la recherche l'a atteint la
première fois. ajouté : cette itération. VP : le coup choisi (le plus
visité), puis les réponses les plus visitées.
`,
	"Selection at %s (%s to move): %s has the highest PUCT score of its %s children, Q %s + U %s = %s; U = c·P·sqrt(N)/(1+n) = %s·%s·sqrt(%s)/(1+%s), Q being its mean value for %s (0 before a visit).": "Sélection en %s (%s joue) : %s a le plus haut score PUCT de ses %s enfants, Q %s + U %s = %s ; U = c·P·sqrt(N)/(1+n) = %s·%s·sqrt(%s)/(1+%s), Q étant sa valeur moyenne pour %s (0 avant une visite).",
	"Expansion: %s, never visited, is reached (iteration %s adds it); the network judges it next.":                                                                                                       "Expansion : %s, jamais visité, est atteint (l'itération %s l'ajoute) ; le réseau le juge ensuite.",
	"Evaluation: %s ends the game: its reward for MAX is %s.":                                                                                                                                            "Évaluation : %s termine la partie : sa récompense pour MAX est %s.",
	"Evaluation of %s by the network, in place of a playout: its value for MAX is %s, and its moves' priors are %s.":                                                                                     "Évaluation de %s par le réseau, au lieu d'une simulation : sa valeur pour MAX est %s, et les probabilités a priori de ses coups sont %s.",

	// Its refusals.
	"%s has no network: no network reads its positions": "%s n'a pas de réseau : aucun réseau ne lit ses positions",
	"%s's positions cannot be read by a network":        "les positions de %s ne peuvent être lues par un réseau",
	"%d %s: want 1 to %d":                               "%d %s : il faut de 1 à %d",
	"rate %g, decay %g, noise %g, c %g, sampled %d: want a rate in (0, 1], a decay and a noise in [0, 1], c from 0 to 100": "pas %g, pénalité %g, bruit %g, c %g, coups tirés %d : il faut un pas dans (0, 1], une pénalité et un bruit dans [0, 1], c de 0 à 100",
	"az: self-play game %d of generation %d failed: %v":                                                                    "az : la partie contre soi-même %d de la génération %d a échoué : %v",
	"%s's symmetry %d is not a permutation of its inputs and actions":                                                      "la symétrie %[2]d de %[1]s n'est pas une permutation de ses entrées et de ses actions",
	"--net: %w":              "--net : %w",
	"--net %s: %w":           "--net %s : %w",
	"--against: %w":          "--against : %w",
	"player %q: %w; want %s": "joueur %q : %w ; il faut %s",
	"the network was trained for %s (%d inputs, %d actions), not for this %s (%d inputs, %d actions)":          "le réseau a été entraîné pour %s (%d entrées, %d actions), pas pour ce %s (%d entrées, %d actions)",
	"%s ships no network: give one with --net FILE (gametree train az makes one)":                              "%s n'a pas de réseau livré : donnez-en un avec --net FICHIER (gametree train az en fait un)",
	"--algo %s searches a game's positions, which a network reads; a textbook tree has none: take --algo mcts": "--algo %s cherche dans les positions d'un jeu, que lit un réseau ; un arbre de manuel n'en a pas : prenez --algo mcts",
	"--cpuct %s: want a number from 0 to %d (1.25 by default)":                                                 "--cpuct %s : il faut un nombre de 0 à %d (1,25 par défaut)",
	"not a network of gametree (its file starts %q, want %q)":                                                  "pas un réseau de gametree (son fichier commence par %q, il faut %q)",
	"the network's first line %q: want %s GAME INPUTS HIDDEN ACTIONS":                                          "la première ligne du réseau %q : il faut %s JEU ENTRÉES CACHÉES ACTIONS",
	"the network's %s %q: want 1 to %d":                                                                        "%[1]s du réseau %[2]q : il faut de 1 à %[3]d",
	"the network's file ends after its first line":                                                             "le fichier du réseau s'arrête après sa première ligne",
	"the network's file holds %d bytes of weights, want %d for %d inputs, %d hidden units and %d actions":      "le fichier du réseau contient %d octets de poids, il en faut %d pour %d entrées, %d unités cachées et %d actions",
	"the network's file is damaged: its checksum does not match":                                               "le fichier du réseau est abîmé : sa somme de contrôle ne correspond pas",
	"the network's weight %d is not a number":                                                                  "le poids %d du réseau n'est pas un nombre",
	"PUCT's network judges a game of two players; a game of %d players has none":                               "le réseau de PUCT juge un jeu à deux joueurs ; un jeu à %d joueurs n'en a pas",
	"the solver proves values by UCT's bounds; PUCT trusts its network's values: leave the solver out":         "le solveur prouve les valeurs par les bornes d'UCT ; PUCT se fie aux valeurs de son réseau : laissez le solveur de côté",

	// train az.
	"train a network for PUCT (AlphaZero's search) by self-play":                                                "entraîner un réseau pour PUCT (la recherche d'AlphaZero) par des parties contre lui-même",
	"the `GAME` to train a network for":                                                                         "le `JEU` pour lequel entraîner un réseau",
	"the `SEED` of everything: the same seed, the same bytes":                                                   "la `GRAINE` de tout : même graine, mêmes octets",
	"`N` units in each of the two hidden layers":                                                                "`N` unités dans chacune des deux couches cachées",
	"64; 128 for a board of more than 32 inputs":                                                                "64 ; 128 pour un plateau de plus de 32 entrées",
	"`N` generations, each self-play games then steps of the fit":                                               "`N` générations, chacune des parties contre soi-même puis des pas d'ajustement",
	"`N` self-play games a generation":                                                                          "`N` parties contre soi-même par génération",
	"`N` simulations of PUCT a move of self-play":                                                               "`N` simulations de PUCT par coup des parties contre soi-même",
	"`N` steps of gradient descent (Adam) a generation":                                                         "`N` pas de descente de gradient (Adam) par génération",
	"`N` positions a step":                                                                                      "`N` positions par pas",
	"fit the `N` latest positions":                                                                              "ajuster sur les `N` dernières positions",
	"Adam's step size `R`":                                                                                      "le pas `R` d'Adam",
	"the L2 penalty `L` on the weights":                                                                         "la pénalité L2 `L` sur les poids",
	"choose the first `N` moves of a game in proportion to the visits, the others the most visited":             "choisir les `N` premiers coups d'une partie en proportion des visites, les autres les plus visités",
	"4; 8 for a board of more than 32 inputs":                                                                   "4 ; 8 pour un plateau de plus de 32 entrées",
	"the share `E` of Dirichlet noise in the root's priors":                                                     "la part `E` de bruit de Dirichlet dans les probabilités a priori de la racine",
	"PUCT's constant `C`":                                                                                       "la constante `C` de PUCT",
	"play on `N` threads (the network does not depend on it)":                                                   "jouer sur `N` fils (le réseau n'en dépend pas)",
	"measure the network's strength against the player `SPEC`":                                                  "mesurer la force du réseau contre le joueur `SPEC`",
	"ai:perfect where the game has it, else ai:mcts:200":                                                        "ai:perfect si le jeu l'a, sinon ai:mcts:200",
	"`N` games of each measure (0: none), half of them first to move":                                           "`N` parties à chaque mesure (0 : aucune), la moitié en jouant le premier",
	"measure every `K` generations":                                                                             "mesurer toutes les `K` générations",
	"the network plays its measures with `N` simulations a move (2: the move of its highest prior)":             "le réseau joue ses mesures avec `N` simulations par coup (2 : le coup de sa plus forte probabilité a priori)",
	"refuse a training that would take more than `DURATION` (10m, 1h; 0 for no limit), priced before it starts": "refuser un entraînement qui prendrait plus que `DURÉE` (10m, 1h ; 0 pour aucune limite), chiffré avant de commencer",
	"write the network to `FILE` (required)":                                                                    "écrire le réseau dans `FICHIER` (obligatoire)",
	"draw the strength by generation in `FILE` (.svg, .png or .pdf)":                                            "dessiner la force par génération dans `FICHIER` (.svg, .png ou .pdf)",
	"train az: -o FILE is required: the network to write":                                                       "train az : -o FICHIER est obligatoire : le réseau à écrire",
	"pricing the training: one game and one step":                                                               "chiffrage de l'entraînement : une partie et un pas",
	"the training may take about %s (%d generations of %d games), past the limit of %s (--max-time): fewer --generations, --games or --simulations, or raise --max-time": "l'entraînement pourrait prendre environ %s (%d générations de %d parties), au-delà de la limite de %s (--max-time) : moins de --generations, --games ou --simulations, ou relevez --max-time",
	"training (about %s): generation %d of %d, losses %.3f (policy) %.3f (value), %.0f s":                                                                                "entraînement (environ %s) : génération %d sur %d, pertes %.3f (politique) %.3f (valeur), %.0f s",
	"Network: %d inputs, two hidden layers of %d, %d actions: %d weights.":                                                                                               "Réseau : %d entrées, deux couches cachées de %d, %d actions : %d poids.",
	"Strength against %s (a win 1, a draw 1/2):":                                                                                                                         "Force contre %s (une victoire 1, une nulle 1/2) :",
	"generation":                           "génération",
	"score":                                "score",
	"score against %s":                     "score contre %s",
	"A network for %s, by its training":    "Un réseau pour %s, au fil de son entraînement",
	"PUCT against %s; a win 1, a draw 1/2": "PUCT contre %s ; une victoire 1, une nulle 1/2",
	"Network written to %s in %.0f s.":     "Réseau écrit dans %s en %.0f s.",
	"generations":                          "générations",
	"simulations":                          "simulations",
	"`N` generations, each self-play games then steps of the fit (1 to 10000 generations)":                                    "`N` générations, chacune des parties contre soi-même puis des pas d'ajustement (de 1 à 10000 générations)",
	"`N` self-play games a generation (1 to 100000 games)":                                                                    "`N` parties contre soi-même par génération (de 1 à 100000 parties)",
	"`N` simulations of PUCT a move of self-play (1 to 100000 simulations)":                                                   "`N` simulations de PUCT par coup des parties contre soi-même (de 1 à 100000 simulations)",
	"`N` steps of gradient descent (Adam) a generation (1 to 1000000 steps)":                                                  "`N` pas de descente de gradient (Adam) par génération (de 1 à 1000000 pas)",
	"`N` positions a step (1 to 100000 positions)":                                                                            "`N` positions par pas (de 1 à 100000 positions)",
	"fit the `N` latest positions (1 to 10000000 positions)":                                                                  "ajuster sur les `N` dernières positions (de 1 à 10000000 positions)",
	"play on `N` threads (the network does not depend on it) (1 to 256 threads)":                                              "jouer sur `N` fils d'exécution (le réseau n'en dépend pas) (de 1 à 256 fils)",
	"`N` games of each measure (0: none), half of them first to move (0 to 1000 games)":                                       "`N` parties à chaque mesure (0 : aucune), la moitié en jouant le premier (de 0 à 1000 parties)",
	"measure every `K` generations (1 to 10000 generations)":                                                                  "mesurer toutes les `K` générations (de 1 à 10000 générations)",
	"the network plays its measures with `N` simulations a move (2: the move of its highest prior) (0 to 100000 simulations)": "le réseau joue ses mesures avec `N` simulations par coup (2 : le coup de sa plus forte probabilité a priori) (de 0 à 100000 simulations)",
	"prior P":                     "probabilité a priori P",
	"the network's value for MAX": "la valeur pour MAX selon le réseau",

	// show --network.
	"Network (%s): value %s for %s, from -1 (a loss) to +1 (a win)": "Réseau (%s) : valeur %s pour %s, de -1 (une défaite) à +1 (une victoire)",
	"The solver: %s for %s with best play on both sides":            "Le solveur : %s pour %s avec le meilleur jeu des deux côtés",
	"prior":       "a priori",
	"exact value": "valeur exacte",
	"The solver did not finish within %d s: no exact values.":                                                   "Le solveur n'a pas fini en %d s : pas de valeurs exactes.",
	"The network's favourite move (its highest prior) is one of the best.":                                      "Le coup favori du réseau (sa plus forte probabilité a priori) est l'un des meilleurs.",
	"The network's favourite move (its highest prior) is not one of the best.":                                  "Le coup favori du réseau (sa plus forte probabilité a priori) n'est pas l'un des meilleurs.",
	"--network: the game is over; there is no move to judge":                                                    "--network : la partie est finie ; il n'y a pas de coup à juger",
	"then the network's value and the prior of each move (PUCT's, --algo puct), beside each move's exact value": "puis la valeur du réseau et la probabilité a priori de chaque coup (celui de PUCT, --algo puct), à côté de la valeur exacte de chaque coup",
	"with --network, the network in `FILE` (gametree train az writes one)":                                      "avec --network, le réseau du `FICHIER` (gametree train az en écrit un)",
	"gametree's own": "celui de gametree",
	"solving every position, if there are few": "résolution de chaque position, s'il y en a peu",
	"favourite best": "favori meilleur",
	"value error":    "erreur de valeur",
	"On every one of the %d positions not over, solved exactly: the share where the network's favourite move is one of the best, and the mean error of its value (from -1 to +1).": "Sur chacune des %d positions non finies, résolues exactement : la part où le coup favori du réseau est l'un des meilleurs, et l'erreur moyenne de sa valeur (de -1 à +1).",
	"favourite move best, every position": "coup favori meilleur, chaque position",
	"value error / 2, every position":     "erreur de valeur / 2, chaque position",
	"share":                               "part",
}
