package msg

// frenchHelp is the French of the command line's help: the app's and
// every command's usage, syntax and description, every flag's help (with
// what it takes), default and group. The placeholders of the flags
// (`FILE`) are French too (FICHIER), in the flags' help and in the
// syntax. Keys and translations follow the rules of french; init adds
// them to it, and TestHelpCatalog (in package main) checks that every
// text of the help has its French.
var frenchHelp = map[string]string{
	// The app.
	"draw and explore the game trees of Othello, tic-tac-toe, Connect Four and Nim (minimax, alpha-beta), step through searches, compare them, play": "dessiner et explorer les arbres de jeu d'Othello, du morpion, du Puissance 4 et de Nim (minimax, alpha-bêta), suivre une recherche pas à pas, comparer les recherches, jouer",
	"gametree COMMAND [flags]   (gametree COMMAND --help for each command)":                                                                          "gametree COMMANDE [options]   (gametree COMMANDE --help pour chaque commande)",
	"show help": "afficher l'aide",

	// The groups of flags.
	"Position":      "Position",
	"Textbook tree": "Arbre de manuel",
	"Search":        "Recherche",
	"Output":        "Sortie",
	"Page":          "Page",
	"Tree":          "Arbre",
	"Quiz":          "Exercice",
	"Sheet":         "Feuille d'exercices",
	"Solve":         "Résolution",
	"Players":       "Joueurs",
	"Game":          "Partie",
	"Match":         "Match",

	// The flags every command of a position shares.
	"the `GAME`: its moves, board string and evaluation: othello, tictactoe (tic-tac-toe), connect4 (Connect Four) or nim": "le `JEU` : ses coups, sa chaîne de plateau et son évaluation : othello, tictactoe (morpion), connect4 (Puissance 4) ou nim",
	"play the `TRANSCRIPT` (f5d6c3...) from the start, or from --board/--position":                                         "jouer la `PARTIE` notée (f5d6c3...) depuis le début, ou depuis --board/--position",
	"start from the board `STRING`: n x n squares from a1 (X O -), then the side to move":                                  "partir du plateau `CHAÎNE` : n x n cases depuis a1 (X O -), puis le camp qui joue",
	"read the start position from `FILE` (- for stdin): a board string, a text diagram or a transcript":                    "lire la position de départ dans `FICHIER` (- pour l'entrée standard) : une chaîne de plateau, un diagramme texte ou une partie notée",
	"a textbook `TREE` of leaf values, such as \"((3 12 8) (2 4 6) (14 5 2))\"":                                            "un `ARBRE` de manuel donné par les valeurs de ses feuilles, tel que \"((3 12 8) (2 4 6) (14 5 2))\"",
	"read the textbook tree from `FILE` (- for stdin)":                                                                     "lire l'arbre de manuel dans `FICHIER` (- pour l'entrée standard)",
	"the `PLAYER` at the root of a textbook tree: max or min":                                                              "le `JOUEUR` à la racine d'un arbre de manuel : max ou min",
	"the depth of the tree, `N` (1 to 60 plies)":                                                                           "la profondeur de l'arbre, `N` (de 1 à 60 demi-coups)",
	"the `ALGORITHM`: minimax, alphabeta or mcts (Monte Carlo tree search: UCT)":                                           "l'`ALGORITHME` : minimax, alphabeta ou mcts (recherche arborescente Monte-Carlo : UCT)",
	"MCTS": "MCTS",
	"the `N` iterations of --algo mcts (1 to 10000000 iterations)": "les `N` itérations de --algo mcts (de 1 à 10000000 itérations)",
	"UCT's exploration constant `C`: 0 never explores":             "la constante d'exploration `C` d'UCT : 0 n'explore jamais",
	"sqrt(2) = 1.414": "sqrt(2) = 1,414",
	"the `SEED` of the random choices: the same seed, the same search":          "la `GRAINE` des choix au hasard : même graine, même recherche",
	"prove wins, losses and draws where the tree reaches the end (MCTS-Solver)": "prouver les gains, les pertes et les nulles là où l'arbre atteint la fin (MCTS-Solver)",
	"draw only the nodes visited at least `K` times (at least 1 visits)":        "ne dessiner que les nœuds visités au moins `K` fois (au moins 1 visite)",
	"also run Monte Carlo tree search with each count of `ITERATIONS` (10,100,1000) beside alpha-beta: its move, its value for MAX, whether minimax plays that move at the deepest depth, its nodes": "faire aussi la recherche arborescente Monte-Carlo avec chaque nombre d'`ITÉRATIONS` (10,100,1000) à côté de l'alpha-bêta : son coup, sa valeur pour MAX, si minimax joue ce coup à la plus grande profondeur, ses nœuds",
	"also draw MCTS's value and agreement against its iterations as `FILE.svg`":                                                          "dessiner aussi la valeur et l'accord de MCTS selon ses itérations dans `FICHIER.svg`",
	"the `PLAYOUTS`: random (every move drawn at random) or eval (the move the game's evaluation finds best, one time in ten at random)": "les `SIMULATIONS` : random (chaque coup tiré au hasard) ou eval (le coup que l'évaluation du jeu trouve le meilleur, une fois sur dix au hasard)",
	"the `ALGORITHM`: minimax or alphabeta": "l'`ALGORITHME` : minimax ou alphabeta",
	"alpha-beta clamps a value into its window (the other convention; the default is fail-soft, as AIMA)": "l'alpha-bêta ramène une valeur dans sa fenêtre (l'autre convention, fail-hard ; par défaut, fail-soft, comme AIMA)",
	"alpha-beta returns the best value it found, with the bound it proves (the default, as AIMA)":         "l'alpha-bêta renvoie la meilleure valeur trouvée, avec la borne qu'il prouve (fail-soft : par défaut, comme AIMA)",
	"refuse trees of more than `N` nodes (at least 1)":                                                    "refuser les arbres de plus de `N` nœuds (au moins 1)",
	"refuse work that may take more memory than `SIZE` (512MiB, 4GiB)":                                    "refuser un travail qui pourrait prendre plus de mémoire que `TAILLE` (512MiB, 4GiB)",
	"the evaluation `NAME`: discs, positional, mobility, mixed, classic or pattern":                       "le `NOM` de l'évaluation : discs (pions), positional (positionnelle), mobility (mobilité), mixed (mixte), classic (classique) ou pattern (motifs)",
	"write to `FILE` instead of stdout":                                                                   "écrire dans `FICHIER` au lieu de la sortie standard",
	"text output in ASCII only":                                                                           "sortie texte en ASCII seulement",
	"write the sentences in `LANGUAGE`: en or fr":                                                         "écrire les phrases en `LANGUE` : en (anglais) ou fr (français)",
	"the environment's: LC_ALL, LC_MESSAGES or LANG":                                                      "celle de l'environnement : LC_ALL, LC_MESSAGES ou LANG",
	"children `ORDER`: natural (a1, b1, ...), static (corner > edge > centre > C > X), eval (the evaluation's best first) or perfect (the best child first, as the search finds it)": "`ORDRE` des enfants : natural (naturel : a1, b1, ...), static (statique : coin > bord > centre > C > X), eval (le meilleur selon l'évaluation d'abord) ou perfect (parfait : le meilleur enfant d'abord, tel que la recherche le trouve)",
	"evaluate with your own n x n table of square weights from `FILE`, or with pattern weights written by train fit (8x8)":                                                           "évaluer avec votre propre table n x n de poids des cases lue dans `FICHIER`, ou avec des poids de motifs écrits par train fit (8x8)",

	// tree
	"build the game tree of depth N, annotate it by minimax or alpha-beta, draw it": "construire l'arbre de jeu de profondeur N, l'annoter par minimax ou alpha-bêta, le dessiner",
	"gametree tree [position flags | --leaves TREE | --leaves-file FILE] [--depth N] [--algo minimax|alphabeta] [--fail-hard] [--order natural|static|eval|perfect] [--eval NAME | --weights FILE] [--format text|dot|svg|png|pdf|json|tikz|tex] [-o FILE] [--boards[=coords]] [--view full|visited|pv] [--show-depth K] [--layout tb|lr] [--labels full|compact|value] [--page a4|letter|none] [--max-nodes N] [--max-memory SIZE]": "gametree tree [options de position | --leaves ARBRE | --leaves-file FICHIER] [--depth N] [--algo minimax|alphabeta] [--fail-hard] [--order natural|static|eval|perfect] [--eval NOM | --weights FICHIER] [--format text|dot|svg|png|pdf|json|tikz|tex] [-o FICHIER] [--boards[=coords]] [--view full|visited|pv] [--show-depth K] [--layout tb|lr] [--labels full|compact|value] [--page a4|letter|none] [--max-nodes N] [--max-memory TAILLE]",
	"the output `FORMAT`: text, dot, svg, png, pdf, json, tikz (a forest environment for LaTeX) or tex (a LaTeX document)": "le `FORMAT` de sortie : text, dot, svg, png, pdf, json, tikz (un environnement forest pour LaTeX) ou tex (un document LaTeX)",
	"from -o, else text": "celui de -o, sinon text",
	"draw each node's board: the square just played outlined, the discs it flipped dotted, coordinates on the root's (--boards=coords: on every board); the other games draw theirs": "dessiner le plateau de chaque nœud : la case jouée entourée, les pions retournés marqués d'un point, les coordonnées sur celui de la racine (--boards=coords : sur tous) ; les autres jeux dessinent le leur",
	"draw each node's board with its coordinates (the same as --boards=coords)":                                                                                                      "dessiner le plateau de chaque nœud avec ses coordonnées (comme --boards=coords)",
	"the `NODES` to draw: full, visited (no pruned subtrees) or pv (the principal variation and its siblings)":                                                                       "les `NŒUDS` à dessiner : full (tous), visited (sans les sous-arbres élagués) ou pv (la variation principale et ses frères)",
	"draw only the top `K` plies, 0 for all (at least 0)":                                                                                                                            "ne dessiner que les `K` premiers demi-coups, 0 pour tous (au moins 0)",
	"the `LAYOUT` of a drawing: tb (top to bottom), lr (left to right: leaves down a portrait page) or tidy (top to bottom, placed by the tidy layout of trees: fast and compact on a big tree; an SVG or PNG of over 1,000 nodes unless a layout is given)": "la `DISPOSITION` d'un dessin : tb (de haut en bas), lr (de gauche à droite : les feuilles le long d'une page en portrait) ou tidy (de haut en bas, placé par la disposition soignée des arbres : rapide et compacte sur un grand arbre ; un SVG ou un PNG de plus de 1 000 nœuds quand aucune disposition n'est donnée)",
	"node `LABELS`: full, compact (windows in a table by visit number) or value":                                                                 "les `ÉTIQUETTES` des nœuds : full (complètes), compact (les fenêtres dans une table par numéro de visite) ou value (la valeur seule)",
	"name a textbook tree's leaves as the quiz does (B1, B2, ... for B's children), with their values":                                           "nommer les feuilles d'un arbre de manuel comme le quiz (B1, B2, ... pour les enfants de B), avec leurs valeurs",
	"fit the drawing to `PAPER`: a4, letter or none":                                                                                             "ajuster le dessin au `PAPIER` : a4, letter ou none (aucun)",
	"a4 for pdf, tikz and tex, none otherwise":                                                                                                   "a4 pour pdf, tikz et tex, none sinon",
	"on paper, draw pruned nodes as `HOW`: runs (one node for each run of pruned siblings, their subtrees left out) or each (every pruned node)": "sur papier, dessiner les nœuds élagués `COMMENT` : runs (un nœud pour chaque suite de frères élagués, sans leurs sous-arbres) ou each (chaque nœud élagué)",

	// step
	"step through a search, forward and back, or print its trace": "suivre une recherche pas à pas, en avant et en arrière, ou écrire sa trace",
	"gametree step [position flags | --leaves TREE | --leaves-file FILE] [--depth N] [--algo minimax|alphabeta] [--fail-hard] [--order ...] [--eval ...] [--trace] [--format text|md|csv|json|tex] [--frames DIR] [--interactive]": "gametree step [options de position | --leaves ARBRE | --leaves-file FICHIER] [--depth N] [--algo minimax|alphabeta] [--fail-hard] [--order ...] [--eval ...] [--trace] [--format text|md|csv|json|tex] [--frames DOSSIER] [--interactive]",
	"print the whole trace as a table, even on a terminal":                          "écrire toute la trace en table, même sur un terminal",
	"the trace's `FORMAT`: text, md, csv, json or tex (a booktabs table for LaTeX)": "le `FORMAT` de la trace : text, md, csv, json ou tex (une table booktabs pour LaTeX)",
	"write an SVG per step and an index.html into `DIR`":                            "écrire un SVG par pas et un index.html dans `DOSSIER`",
	"write the trace to `FILE` instead of stdout (implies --trace)":                 "écrire la trace dans `FICHIER` au lieu de la sortie standard (implique --trace)",
	"step interactively even when stdin is not a terminal":                          "avancer pas à pas même quand l'entrée standard n'est pas un terminal",
	"ASCII-only text": "texte en ASCII seulement",
	"fit each screen to `N` rows (10 to 10000 rows)":       "ajuster chaque écran à `N` lignes (de 10 à 10000 lignes)",
	"the terminal's; none when not a terminal":             "celles du terminal ; aucune limite hors d'un terminal",
	"fit each screen to `N` columns (40 to 10000 columns)": "ajuster chaque écran à `N` colonnes (de 40 à 10000 colonnes)",
	"the terminal's": "celles du terminal",

	// quiz
	"practise alpha-beta: answer the values and pruned leaves of a tree, and get each answer checked":                                                                                                                   "s'exercer à l'alpha-bêta : donner les valeurs et les feuilles élaguées d'un arbre, chaque réponse corrigée",
	"gametree quiz [--leaves TREE | --leaves-file FILE | position flags [--depth N] | [--depth D] [--branching B] [--seed S]] [--ask values,pruned,windows] [--answers FILE [--json]] [--sheet N -o FILE.pdf|FILE.tex]": "gametree quiz [--leaves ARBRE | --leaves-file FICHIER | options de position [--depth N] | [--depth D] [--branching B] [--seed S]] [--ask values,pruned,windows] [--answers FICHIER [--json]] [--sheet N -o FICHIER.pdf|FICHIER.tex]",
	"the depth of a random or Othello tree, `N` (1 to 6 plies)":                                                                                                                                                         "la profondeur d'un arbre aléatoire ou d'Othello, `N` (de 1 à 6 demi-coups)",
	"children per inner node of a random tree, `B` (2 to 5 children per node)":                                                                                                                                          "les enfants par nœud interne d'un arbre aléatoire, `B` (de 2 à 5 enfants par nœud)",
	"the seed `S` of a random tree (default: a random one, printed)":                                                                                                                                                    "la graine `S` d'un arbre aléatoire (par défaut : une graine au hasard, affichée)",
	"the `QUESTIONS`: a list of values, pruned and windows":                                                                                                                                                             "les `QUESTIONS` : une liste de values (valeurs), pruned (élagués) et windows (fenêtres)",
	"grade the answer `FILE` (- for stdin) instead of asking":                                                                                                                                                           "corriger le `FICHIER` de réponses (- pour l'entrée standard) au lieu de poser les questions",
	"with --answers: print the grade as JSON":                                                                                                                                                                           "avec --answers : écrire la note en JSON",
	"write a sheet of `N` exercises on random trees and their answer key (with -o) (1 to 50 exercises)":                                                                                                                 "écrire une feuille de `N` exercices sur des arbres aléatoires et leur corrigé (avec -o) (de 1 à 50 exercices)",
	"write the sheet to `FILE`: .pdf or .tex":                                                                                                                                                                           "écrire la feuille dans `FICHIER` : .pdf ou .tex",

	// solve
	"solve an endgame exactly: the final disc margin with perfect play, a best move and the line to the end": "résoudre une finale exactement : l'écart final de pions en jeu parfait, un meilleur coup et la ligne jusqu'à la fin",
	"gametree solve [position flags] [--all | --ties] [--json] [--threads N] [--hash MB]":                    "gametree solve [options de position] [--all | --ties] [--json] [--threads N] [--hash Mo]",
	"find every move that reaches the best score, not only one (a search more for each move that may tie)":   "trouver chaque coup qui atteint le meilleur score, pas un seul (une recherche de plus pour chaque coup qui peut l'égaler)",
	"give the exact score of every legal move, best first":                                                   "donner le score exact de chaque coup légal, le meilleur d'abord",
	"search on `N` threads (1 to 256 threads)":                                                               "chercher sur `N` fils d'exécution (de 1 à 256 fils)",
	"the transposition table's size in `MB` (1 to 16384 MB)":                                                 "la taille de la table de transposition en `Mo` (de 1 à 16384 Mo)",
	"print the result as JSON": "écrire le résultat en JSON",
	"write the result to `FILE` (written whole at the end, never half)": "écrire le résultat dans `FICHIER` (en entier à la fin, jamais à moitié)",

	// train
	"make the pattern evaluation's weights: play training games, then fit the weights to them":                                            "faire les poids de l'évaluation par motifs : jouer des parties d'entraînement, puis y ajuster les poids",
	"gametree train games [flags] -o GAMES\ngametree train fit [flags] -o WEIGHTS GAMES...":                                               "gametree train games [options] -o PARTIES\ngametree train fit [options] -o POIDS PARTIES...",
	"play training games whose endings are solved exactly":                                                                                "jouer des parties d'entraînement dont les finales sont résolues exactement",
	"gametree train games [--games N] [--seed S] [--random MIN-MAX] [--depth D] [--eval mixed|pattern] [--exact E] [--threads N] -o FILE": "gametree train games [--games N] [--seed S] [--random MIN-MAX] [--depth D] [--eval mixed|pattern] [--exact E] [--threads N] -o FICHIER",
	"play `N` games (1 to 10000000 games)":                                                                                                "jouer `N` parties (de 1 à 10000000 parties)",
	"the games' `SEED`":                                                                                                                   "la `GRAINE` des parties",
	"play the first `MIN-MAX` plies at random":                                                                                            "jouer au hasard les `MIN-MAX` premiers demi-coups",
	"choose the other moves by a search of `D` plies (1 to 12 plies)":                                                                     "choisir les autres coups par une recherche de `D` demi-coups (de 1 à 12 demi-coups)",
	"the search's evaluation `EVAL`: mixed or pattern":                                                                                    "l'évaluation `EVAL` de la recherche : mixed (mixte) ou pattern (motifs)",
	"with --eval pattern, the weights in `FILE` (as train fit writes them) rather than gametree's own":                                    "avec --eval pattern, les poids de `FICHIER` (tels que train fit les écrit) plutôt que ceux de gametree",
	"play perfectly from `E` empty squares (0 to 20 empty squares)":                                                                       "jouer parfaitement à partir de `E` cases vides (de 0 à 20 cases vides)",
	"play on `N` threads (the games do not depend on it) (1 to 256 threads)":                                                              "jouer sur `N` fils d'exécution (les parties n'en dépendent pas) (de 1 à 256 fils)",
	"write the games to `FILE` (required)":                                                                                                "écrire les parties dans `FICHIER` (obligatoire)",
	"fit the pattern weights to training games":                                                                                           "ajuster les poids des motifs aux parties d'entraînement",
	"gametree train fit [--lambda L] [--iterations N] [--holdout K] [--threads N] -o WEIGHTS GAMES...":                                    "gametree train fit [--lambda L] [--iterations N] [--holdout K] [--threads N] -o POIDS PARTIES...",
	"the ridge penalty `L` on squared weights":                                                                                            "la pénalité de crête `L` sur les carrés des poids",
	"`N` conjugate gradient iterations per phase (1 to 10000)":                                                                            "`N` itérations du gradient conjugué par phase (de 1 à 10000)",
	"keep every `K`-th game out of the fit to measure the error (0: none) (at least 0)":                                                   "garder une partie sur `K` hors de l'ajustement pour mesurer l'erreur (0 : aucune) (au moins 0)",
	"fit on `N` threads (the weights do not depend on it) (1 to 256 threads)":                                                             "ajuster sur `N` fils d'exécution (les poids n'en dépendent pas) (de 1 à 256 fils)",
	"write the weights to `FILE` (required)":                                                                                              "écrire les poids dans `FICHIER` (obligatoire)",

	// compare
	"compare the nodes minimax, alpha-beta (every ordering), PVS and ID with a table visit, depth by depth":                                                                                                            "comparer les nœuds que visitent minimax, l'alpha-bêta (chaque ordre), PVS et ID avec une table, profondeur par profondeur",
	"gametree compare [position flags | --leaves TREE | --leaves-file FILE | --positions FILE] [--depth 1-8 | 2,4,6] [--eval NAME | --weights FILE] [--format text|md|csv|json] [--plot FILE.svg] [--max-memory SIZE]": "gametree compare [options de position | --leaves ARBRE | --leaves-file FICHIER | --positions FICHIER] [--depth 1-8 | 2,4,6] [--eval NOM | --weights FICHIER] [--format text|md|csv|json] [--plot FICHIER.svg] [--max-memory TAILLE]",
	"average over the positions of `FILE`, one a line (board strings or transcripts; # comments)":                                                                                                                      "faire la moyenne sur les positions de `FICHIER`, une par ligne (chaînes de plateau ou parties notées ; commentaires #)",
	"the `DEPTHS`: 4, 1-8, 2,4,6 (up to 12)":                             "les `PROFONDEURS` : 4, 1-8, 2,4,6 (jusqu'à 12)",
	"the output `FORMAT`: text, md, csv or json":                         "le `FORMAT` de sortie : text, md, csv ou json",
	"also draw the nodes against depth, on a log scale, as `FILE.svg`":   "dessiner aussi les nœuds selon la profondeur, sur une échelle logarithmique, dans `FICHIER.svg`",
	"write the table to `FILE` instead of stdout":                        "écrire la table dans `FICHIER` au lieu de la sortie standard",
	"leave out the seconds, so that the same input gives the same bytes": "omettre les secondes, pour que la même entrée donne les mêmes octets",

	// play
	"play Othello (or tic-tac-toe, Connect Four, Nim) in the terminal: against the computer, another person, or watch two programs":                                                                                                                   "jouer à Othello (ou au morpion, au Puissance 4, à Nim) dans le terminal : contre l'ordinateur, contre une autre personne, ou regarder deux programmes",
	"gametree play [--game GAME] [position flags | --resume FILE] [--black SPEC] [--white SPEC] [--seed S] [--time 1s] [--engine-time 30s] [--record FILE] [--unicode]":                                                                               "gametree play [--game JEU] [options de position | --resume FICHIER] [--black JOUEUR] [--white JOUEUR] [--seed S] [--time 1s] [--engine-time 30s] [--record FICHIER] [--unicode]",
	"Black's player `SPEC`: human, random, greedy, minimax:D[:EVAL], alphabeta:D[:EVAL], ai:easy|medium|hard|expert, gtp:COMMAND; in the other games, X's player (X moves first): human, random, minimax:D, alphabeta:D, ai:easy|medium|hard|perfect": "le `JOUEUR` de Noir : human (une personne), random (au hasard), greedy (glouton), minimax:D[:EVAL], alphabeta:D[:EVAL], ai:easy|medium|hard|expert, gtp:COMMANDE ; dans les autres jeux, le joueur de X (X joue en premier) : human, random, minimax:D, alphabeta:D, ai:easy|medium|hard|perfect",
	"White's player `SPEC`; in the other games, O's":                                                    "le `JOUEUR` de Blanc ; dans les autres jeux, celui de O",
	"the `SEED` of random choices (the same seed replays the same games)":                               "la `GRAINE` des choix au hasard (la même graine rejoue les mêmes parties)",
	"ai:expert's time `BUDGET` per move":                                                                "le `TEMPS` d'ai:expert par coup",
	"what a gtp: engine may take for a move, plus 5s of grace, before it forfeits (`TIME`)":             "le temps qu'un moteur gtp: peut prendre pour un coup, plus 5s de grâce, avant de perdre par forfait (`DURÉE`)",
	"save the game to `FILE` at the end (a transcript, or GGF for .ggf)":                                "enregistrer la partie dans `FICHIER` à la fin (une partie notée, ou GGF pour .ggf)",
	"continue the game saved in `FILE` (a transcript or GGF; for the other games, what --record saved)": "reprendre la partie enregistrée dans `FICHIER` (une partie notée ou GGF ; pour les autres jeux, ce que --record a enregistré)",
	"draw discs as ● and ○":                                                                             "dessiner les pions en ● et ○",

	// match
	"play games between two programs and report wins, margins and speed (an arbiter)":                                                                                                    "jouer des parties entre deux programmes et rendre compte des victoires, des écarts et de la vitesse (un arbitre)",
	"gametree match [--game GAME] --black SPEC --white SPEC --games N [--swap] [--openings K] [--seed S] [--time BUDGET] [--engine-time T] [--json] [--games-out FILE] [position flags]": "gametree match [--game JEU] --black JOUEUR --white JOUEUR --games N [--swap] [--openings K] [--seed S] [--time TEMPS] [--engine-time T] [--json] [--games-out FICHIER] [options de position]",
	"`N` games in all (1 to 100000 games)":                                          "`N` parties en tout (de 1 à 100000 parties)",
	"play each opening twice, colours exchanged":                                    "jouer chaque ouverture deux fois, couleurs échangées",
	"start from random openings of `K` plies (0 to 60 plies)":                       "partir d'ouvertures au hasard de `K` demi-coups (de 0 à 60 demi-coups)",
	"print the report as JSON":                                                      "écrire le compte rendu en JSON",
	"write every game's transcript to `FILE`":                                       "écrire chaque partie notée dans `FICHIER`",
	"leave out the timings and speeds, so that the same match gives the same bytes": "omettre les temps et les vitesses, pour que le même match donne les mêmes octets",

	// gtp
	"be an Othello engine speaking the Go Text Protocol on stdin and stdout": "être un moteur d'Othello qui parle le Go Text Protocol sur l'entrée et la sortie standard",
	"gametree gtp [--player SPEC] [--seed S] [--time BUDGET]":                "gametree gtp [--player JOUEUR] [--seed S] [--time TEMPS]",
	"the engine's player `SPEC` (not human)":                                 "le `JOUEUR` du moteur (pas human)",
	"the `SEED` of random choices":                                           "la `GRAINE` des choix au hasard",

	// show
	"print a position: the board, the side to move, the disc counts and the legal moves": "écrire une position : le plateau, le camp qui joue, le nombre de pions et les coups légaux",
	"gametree show [position flags] [--json] [--unicode]":                                "gametree show [options de position] [--json] [--unicode]",
	"print the position as a JSON object":                                                "écrire la position en objet JSON",
	"draw discs as ● (Black) and ○ (White)":                                              "dessiner les pions en ● (Noir) et ○ (Blanc)",

	// perft
	"count the leaves of the move tree to a depth (Edax's convention)":                "compter les feuilles de l'arbre des coups jusqu'à une profondeur (la convention d'Edax)",
	"gametree perft --depth N [position flags] [--divide] [--json] [--threads N]":     "gametree perft --depth N [options de position] [--divide] [--json] [--threads N]",
	"count to `N` plies (required) (0 to 30 plies)":                                   "compter jusqu'à `N` demi-coups (obligatoire) (de 0 à 30 demi-coups)",
	"print the count under each root move":                                            "écrire le compte sous chaque coup de la racine",
	"print the counts as a JSON object":                                               "écrire les comptes en objet JSON",
	"count on `N` threads (1 to 256 threads)":                                         "compter sur `N` fils d'exécution (de 1 à 256 fils)",
	"leave out the seconds and the rate, so that the same count gives the same bytes": "omettre les secondes et la vitesse, pour que le même compte donne les mêmes octets",

	// serve
	"serve the web pages: play, explore the search tree and step through alpha-beta in a browser":                                "servir les pages web : jouer, explorer l'arbre de recherche et suivre l'alpha-bêta pas à pas dans un navigateur",
	"gametree serve [--addr HOST:PORT] [--open] [--max-nodes N] [--timeout DURATION] [--max-memory SIZE] [--max-connections N]":  "gametree serve [--addr HÔTE:PORT] [--open] [--max-nodes N] [--timeout DURÉE] [--max-memory TAILLE] [--max-connections N]",
	"serve on `HOST:PORT` (port 0: any free port)":                                                                               "servir sur `HÔTE:PORT` (port 0 : n'importe quel port libre)",
	"open the play page in the default browser":                                                                                  "ouvrir la page de jeu dans le navigateur par défaut",
	"the largest tree a request may build, in `NODES` (at least 1)":                                                              "le plus grand arbre qu'une requête peut construire, en `NŒUDS` (au moins 1)",
	"stop a request's work after `DURATION`":                                                                                     "arrêter le travail d'une requête après `DURÉE`",
	"share `SIZE` of memory between all the requests (512MiB, 4GiB): each waits for its estimate, up to 10s, or is answered 503": "partager `TAILLE` de mémoire entre toutes les requêtes (512MiB, 4GiB) : chacune attend son estimation, jusqu'à 10s, sinon elle reçoit 503",
	"1GiB, or a quarter of the RAM when less":                                                                                    "1GiB, ou le quart de la RAM s'il est moindre",
	"serve at most `N` connections at once; the others wait to be accepted (1 to 100000 connections)":                            "servir au plus `N` connexions à la fois ; les autres attendent d'être acceptées (de 1 à 100000 connexions)",
	"the `GAME`: its moves, board string and evaluation":                                                                         "le `JEU` : ses coups, sa chaîne de plateau et son évaluation",
	"board size `N`, as the game takes it":                                                                                       "taille du plateau `N`, telle que le jeu la prend",
	"an even size from 4 to 16":                                                                                                  "une taille paire de 4 à 16",
	"WxH, width by height, each from 4 to 10":                                                                                    "LxH, largeur par hauteur, chacune de 4 à 10",
}
