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
	"the `GAME`: its moves, board string and evaluation: othello, tictactoe, connect4 or nim":             "le `JEU` : ses coups, sa chaîne de plateau et son évaluation : othello, tictactoe (morpion), connect4 (Puissance 4) ou nim",
	"board size `N` (Connect Four: WxH, width by height, 7x6 by default) (an even size from 4 to 16)":     "taille du plateau `N` (Puissance 4 : LxH, largeur par hauteur, 7x6 par défaut) (une taille paire de 4 à 16)",
	"play the `TRANSCRIPT` (f5d6c3...) from the start, or from --board/--position":                        "jouer la `PARTIE` notée (f5d6c3...) depuis le début, ou depuis --board/--position",
	"start from the board `STRING`: n x n squares from a1 (X O -), then the side to move":                 "partir du plateau `CHAÎNE` : n x n cases depuis a1 (X O -), puis le camp qui joue",
	"read the start position from `FILE` (- for stdin): a board string, a text diagram or a transcript":   "lire la position de départ dans `FICHIER` (- pour l'entrée standard) : une chaîne de plateau, un diagramme texte ou une partie notée",
	"a textbook `TREE` of leaf values, such as \"((3 12 8) (2 4 6) (14 5 2))\"":                           "un `ARBRE` de manuel donné par les valeurs de ses feuilles, tel que \"((3 12 8) (2 4 6) (14 5 2))\"",
	"read the textbook tree from `FILE` (- for stdin)":                                                    "lire l'arbre de manuel dans `FICHIER` (- pour l'entrée standard)",
	"the `PLAYER` at the root of a textbook tree: max or min":                                             "le `JOUEUR` à la racine d'un arbre de manuel : max ou min",
	"the depth of the tree, `N` (1 to 60 plies)":                                                          "la profondeur de l'arbre, `N` (de 1 à 60 demi-coups)",
	"the `ALGORITHM`: minimax or alphabeta":                                                               "l'`ALGORITHME` : minimax ou alphabeta",
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
	"the `LAYOUT` of a drawing: tb (top to bottom) or lr (left to right: leaves down a portrait page)":                                                                               "la `DISPOSITION` d'un dessin : tb (de haut en bas) ou lr (de gauche à droite : les feuilles le long d'une page en portrait)",
	"node `LABELS`: full, compact (windows in a table by visit number) or value":                                                                                                     "les `ÉTIQUETTES` des nœuds : full (complètes), compact (les fenêtres dans une table par numéro de visite) ou value (la valeur seule)",
	"name a textbook tree's leaves as the quiz does (B1, B2, ... for B's children), with their values":                                                                               "nommer les feuilles d'un arbre de manuel comme le quiz (B1, B2, ... pour les enfants de B), avec leurs valeurs",
	"fit the drawing to `PAPER`: a4, letter or none":                                                                                                                                 "ajuster le dessin au `PAPIER` : a4, letter ou none (aucun)",
	"a4 for pdf, tikz and tex, none otherwise":                                                                                                                                       "a4 pour pdf, tikz et tex, none sinon",
	"on paper, draw pruned nodes as `HOW`: runs (one node for each run of pruned siblings, their subtrees left out) or each (every pruned node)":                                     "sur papier, dessiner les nœuds élagués `COMMENT` : runs (un nœud pour chaque suite de frères élagués, sans leurs sous-arbres) ou each (chaque nœud élagué)",
	`Builds the explicit tree of states of depth N from a position (or a textbook
tree given by its leaf values), searches it, and draws every node with its
value and bound, its alpha-beta window on entry and on return, its visit
number, cutoffs, pruned subtrees and the principal variation.

The format follows -o's extension when --format is not given (.txt, .dot,
.svg, .png, .pdf, .json); without -o the tree goes to stdout as text. Files
are written whole or not at all. A tree over --max-nodes is refused before it
is built, and so is one whose nodes could take more than --max-memory; with
alpha-beta, --view visited or --view pv builds only what the search visits,
so deeper searches still fit. Ctrl-C stops the work and exits 130.

Pictures for a page: --page a4 (the default for PDF) or letter scales the
drawing to the page's text width with node text at least 6 pt; unless
--layout or --labels is given it tries top to bottom, then left to right,
with full labels, then compact ones (the windows in a table by visit
number). A tree that still does not fit is split: an overview of the root
and its moves, then a page per subtree, titled with its path (for SVG and
PNG one file each: -o tree-%d.svg). A note on stderr says what was done.

Examples:
   gametree tree --depth 3 -o tree.pdf
   gametree tree --depth 3 -o tree.svg
   gametree tree --moves f5d6 --depth 2 --boards
   gametree tree --leaves "((3 12 8) (2 4 6) (14 5 2))"
   gametree tree --leaves "((3 12 8) (2 4 6) (14 5 2))" --algo minimax -o aima.png
   gametree tree --depth 6 --view pv --order eval --eval positional -o pv.svg`: `Construit l'arbre explicite des états de profondeur N depuis une position
(ou un arbre de manuel donné par les valeurs de ses feuilles), le parcourt,
et dessine chaque nœud avec sa valeur et sa borne, sa fenêtre alpha-bêta à
l'entrée et au retour, son numéro de visite, les coupures, les sous-arbres
élagués et la variation principale.

Le format suit l'extension de -o quand --format n'est pas donné (.txt,
.dot, .svg, .png, .pdf, .json) ; sans -o, l'arbre va en texte sur la sortie
standard. Un fichier est écrit en entier ou pas du tout. Un arbre de plus
de --max-nodes nœuds est refusé avant d'être construit, de même qu'un arbre
dont les nœuds pourraient prendre plus que --max-memory ; en alpha-bêta,
--view visited ou --view pv ne construit que ce que la recherche visite, ce
qui permet d'aller plus profond. Ctrl-C arrête le travail et sort avec 130.

Des dessins pour une page : --page a4 (par défaut pour le PDF) ou letter
met le dessin à la largeur du texte de la page, avec un texte d'au moins
6 pt dans les nœuds ; sauf si --layout ou --labels est donné, il essaie de
haut en bas, puis de gauche à droite, avec les étiquettes complètes, puis
compactes (les fenêtres dans une table par numéro de visite). Un arbre qui
ne tient toujours pas est découpé : une vue d'ensemble de la racine et de
ses coups, puis une page par sous-arbre, titrée par son chemin (en SVG et
en PNG, un fichier chacune : -o tree-%d.svg). Une note sur la sortie
d'erreur dit ce qui a été fait.

Exemples :
   gametree tree --depth 3 -o tree.pdf
   gametree tree --depth 3 -o tree.svg
   gametree tree --moves f5d6 --depth 2 --boards
   gametree tree --leaves "((3 12 8) (2 4 6) (14 5 2))"
   gametree tree --leaves "((3 12 8) (2 4 6) (14 5 2))" --algo minimax -o aima.png
   gametree tree --depth 6 --view pv --order eval --eval positional -o pv.svg`,

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
	`Replays the search that gametree tree runs (same flags) as a list of
events: enter (a node, with its alpha-beta window), pass (entering a pass),
leaf (a leaf evaluated), game_over (a finished game evaluated), update (a
child moved alpha or beta), cutoff (alpha >= beta: the remaining children are
pruned) and return (a value handed to the parent, with its bound).

On a terminal it is interactive: each screen shows the step, the path from
the root, the event in a sentence, the window, the board of the current node
and the tree so far, fitted to the terminal (80 x 24 at the least): the
tree shows the part around the current node, with "… N more" for the
rest, and the board gives way first when space is short. Commands (then
Enter): Enter or n next, p back, c to the end, g N go to step N, b show or
hide the board, q quit, ? help. Going back is exact: the events are
recorded, not searched again. --interactive forces this mode when stdin is
not a terminal (scripts, tests).

When stdin is not a terminal, or with --trace, it prints the whole trace as a
table (step, path, event, alpha, beta, value) in --format text, md, csv, tex or
json. --frames DIR writes one SVG per step (step-0001.svg, ...) and an
index.html that flips through them with the arrow keys.

Its defaults differ from tree's on purpose: depth 2, not 3 (from the start
a depth-2 search is 36 steps, a depth-3 one 114, and after f5d6c3 221),
and --max-nodes 5000, not 100000 (each node's recorded events take about
four times the memory of a drawn node). Give --depth 3 for tree's tree.

Examples:
   gametree step --leaves "((3 12 8) (2 4 6) (14 5 2))"
   gametree step --leaves "((3 12 8) (2 4 6) (14 5 2))" --trace --format md
   gametree step --moves f5d6c3 --depth 2 --frames steps/`: `Rejoue la recherche de gametree tree (mêmes options) comme une suite
d'événements : enter (l'entrée dans un nœud, avec sa fenêtre alpha-bêta),
pass (l'entrée dans une passe), leaf (une feuille évaluée), game_over (une
fin de partie évaluée), update (un enfant a déplacé alpha ou bêta), cutoff
(alpha >= bêta : les enfants restants sont élagués) et return (une valeur
rendue au parent, avec sa borne).

Sur un terminal, c'est interactif : chaque écran montre le pas, le chemin
depuis la racine, l'événement en une phrase, la fenêtre, le plateau du nœud
courant et l'arbre jusque-là, ajustés au terminal (80 x 24 au moins) :
l'arbre montre la partie autour du nœud courant, avec « … N de plus » pour
le reste, et le plateau s'efface le premier quand la place manque. Les
commandes (puis Entrée) : Entrée ou n suivant, p retour, c jusqu'à la fin,
g N aller au pas N, b montrer ou cacher le plateau, q quitter, ? aide. Le
retour en arrière est exact : les événements sont enregistrés, pas
recalculés. --interactive force ce mode quand l'entrée standard n'est pas
un terminal (scripts, tests).

Quand l'entrée standard n'est pas un terminal, ou avec --trace, la commande
écrit toute la trace en table (pas, chemin, événement, alpha, bêta, valeur)
au --format text, md, csv, tex ou json. --frames DOSSIER écrit un SVG par
pas (step-0001.svg, ...) et un index.html qui les fait défiler avec les
flèches du clavier.

Ses valeurs par défaut diffèrent exprès de celles de tree : profondeur 2 et
non 3 (depuis le début, une recherche de profondeur 2 fait 36 pas, de
profondeur 3, 114, et 221 après f5d6c3), et --max-nodes 5000 et non 100000
(les événements enregistrés d'un nœud prennent environ quatre fois la
mémoire d'un nœud dessiné). Donnez --depth 3 pour l'arbre de tree.

Exemples :
   gametree step --leaves "((3 12 8) (2 4 6) (14 5 2))"
   gametree step --leaves "((3 12 8) (2 4 6) (14 5 2))" --trace --format md
   gametree step --moves f5d6c3 --depth 2 --frames steps/`,

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
	`Shows a tree with blanks and asks, node by node, children first, for the
minimax value of every inner node; then for the leaves alpha-beta never
evaluates (the search of gametree tree: children left to right,
fail-soft); with --ask windows, for the window [alpha, beta] each node is
entered with. Each answer is checked at once: a wrong one gets the right
answer and the reason. A score closes the session. Type ? to see an answer
(it counts as wrong), q to stop.

The tree is a textbook tree (--leaves), an Othello tree (--moves, --board,
--position or --size, with --depth and --eval; its nodes are named by their
moves from the root, such as f4c3), or else a random tree of --depth plies
(3) and --branching children (2) with leaves from 0 to 20, made from --seed
(a random seed, printed, when none is given: share it to share the tree).

Names: inner nodes A, B, C, ... level by level (as gametree tree labels
them); a leaf is its parent's name and its child number, as in AIMA's
Figure 5.2 (B1, B2, B3). gametree tree --names draws these names.

--answers FILE grades an answer file instead of asking: lines "B 3" (the
value of inner node B), "pruned C2 C3" (the leaves never evaluated; a
"pruned" line with no names says none), "window C 3 +inf" (with --ask
windows), # comments and blank lines. It prints the score and the
mistakes, or with --json {"score", "total", "mistakes": [{"node", "kind",
"expected", "got", "why"}]}, mistakes in preorder, a missing answer with
"got": null. Grading exits 0 whatever the score; a malformed file exits 1
with its file and line.

--sheet N writes N exercises on random trees (seeds S, S+1, ...) and, on
separate pages, their answer key: -o sheet.pdf (painted in Go, no LaTeX
needed) or -o sheet.tex (for pdflatex, with forest).

Examples:
   gametree quiz --leaves "((3 12 8) (2 4 6) (14 5 2))"
   gametree quiz --depth 3 --branching 3 --seed 7
   gametree quiz --moves f5d6 --depth 2
   gametree quiz --leaves "((3 12 8) (2 4 6) (14 5 2))" --answers answers.txt --json
   gametree quiz --sheet 6 --seed 100 -o sheet.pdf`: `Montre un arbre à trous et demande, nœud par nœud, les enfants d'abord, la
valeur minimax de chaque nœud interne ; puis les feuilles que l'alpha-bêta
n'évalue jamais (la recherche de gametree tree : enfants de gauche à
droite, fail-soft) ; avec --ask windows, la fenêtre [alpha, bêta] avec
laquelle on entre dans chaque nœud. Chaque réponse est corrigée aussitôt :
une réponse fausse reçoit la bonne et sa raison. Une note clôt la séance.
Tapez ? pour voir une réponse (elle compte comme fausse), q pour arrêter.

L'arbre est un arbre de manuel (--leaves), un arbre d'Othello (--moves,
--board, --position ou --size, avec --depth et --eval ; ses nœuds sont
nommés par leurs coups depuis la racine, tel f4c3), ou sinon un arbre
aléatoire de --depth demi-coups (3) et --branching enfants (2), aux
feuilles de 0 à 20, tiré de --seed (une graine au hasard, affichée,
quand aucune n'est donnée : partagez-la pour partager l'arbre).

Les noms : les nœuds internes A, B, C, ... niveau par niveau (comme les
étiquette gametree tree) ; une feuille porte le nom de son parent et son
numéro d'enfant, comme dans la figure 5.2 d'AIMA (B1, B2, B3).
gametree tree --names dessine ces noms.

--answers FICHIER corrige un fichier de réponses au lieu de poser les
questions : des lignes "B 3" (la valeur du nœud interne B), "pruned C2 C3"
(les feuilles jamais évaluées ; une ligne "pruned" sans noms dit qu'il n'y
en a aucune), "window C 3 +inf" (avec --ask windows), des commentaires #
et des lignes vides. La commande écrit la note et les erreurs, ou avec
--json {"score", "total", "mistakes": [{"node", "kind", "expected", "got",
"why"}]}, les erreurs en ordre préfixe, une réponse manquante avec
"got": null. La correction sort avec 0 quelle que soit la note ; un
fichier mal formé sort avec 1, en nommant son fichier et sa ligne.

--sheet N écrit N exercices sur des arbres aléatoires (graines S, S+1, ...)
et, sur des pages à part, leur corrigé : -o sheet.pdf (dessiné en Go, sans
LaTeX) ou -o sheet.tex (pour pdflatex, avec forest).

Exemples :
   gametree quiz --leaves "((3 12 8) (2 4 6) (14 5 2))"
   gametree quiz --depth 3 --branching 3 --seed 7
   gametree quiz --moves f5d6 --depth 2
   gametree quiz --leaves "((3 12 8) (2 4 6) (14 5 2))" --answers answers.txt --json
   gametree quiz --sheet 6 --seed 100 -o sheet.pdf`,

	// solve
	"solve an endgame exactly: the final disc margin with perfect play, a best move and the line to the end": "résoudre une finale exactement : l'écart final de pions en jeu parfait, un meilleur coup et la ligne jusqu'à la fin",
	"gametree solve [position flags] [--all | --ties] [--json] [--threads N] [--hash MB]":                    "gametree solve [options de position] [--all | --ties] [--json] [--threads N] [--hash Mo]",
	"find every move that reaches the best score, not only one (a search more for each move that may tie)":   "trouver chaque coup qui atteint le meilleur score, pas un seul (une recherche de plus pour chaque coup qui peut l'égaler)",
	"give the exact score of every legal move, best first":                                                   "donner le score exact de chaque coup légal, le meilleur d'abord",
	"search on `N` threads (1 to 256 threads)":                                                               "chercher sur `N` fils d'exécution (de 1 à 256 fils)",
	"the transposition table's size in `MB` (1 to 16384 MB)":                                                 "la taille de la table de transposition en `Mo` (de 1 à 16384 Mo)",
	"print the result as JSON": "écrire le résultat en JSON",
	"write the result to `FILE` (written whole at the end, never half)": "écrire le résultat dans `FICHIER` (en entier à la fin, jamais à moitié)",
	`Computes the exact result of the position with perfect play by both sides:
the final disc margin for the side to move, the empty squares counted for
the winner (the convention of the FFO test suite and of Edax), a best move,
the principal variation to the end of the game (passes included), and the
nodes searched. --ties finds every best move, not only one (a search more
for each move that may tie); --all gives the exact score of every legal
move, best first, as FFO answer lists do.

The search is a dedicated endgame solver on bitboards (docs/solve.md):
with 20 empties it takes about half a second, and each empty more about
two to three times as long. Boards up to 8x8 are solved at any stage (4x4 and 6x6
from the start); larger boards with at most 14 empties. The transposition
table takes --hash megabytes and never more. On a terminal, stderr shows the
progress. Ctrl-C prints the best move found so far (not proved) and exits
130.

Examples:
   gametree solve --board "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X"
   gametree solve --size 6
   gametree solve --moves f5d6c3d3c4f4f6f3e6e7d7c6 --all     # far from the end: slow
   gametree solve --position ffo40.txt --json`: `Calcule le résultat exact de la position quand les deux camps jouent
parfaitement : l'écart final de pions pour le camp qui joue, les cases
vides comptées au gagnant (la convention de la suite de tests FFO et
d'Edax), un meilleur coup, la variation principale jusqu'à la fin de la
partie (passes comprises) et les nœuds parcourus. --ties trouve chaque
meilleur coup, pas un seul (une recherche de plus pour chaque coup qui
peut égaler le meilleur) ; --all donne le score exact de chaque coup
légal, le meilleur d'abord, comme les listes de réponses FFO.

La recherche est un solveur de finales dédié, sur bitboards
(docs/solve.md) : avec 20 cases vides, il lui faut environ une
demi-seconde, et chaque case vide de plus multiplie ce temps par deux ou
trois. Les plateaux
jusqu'à 8x8 se résolvent à tout moment (4x4 et 6x6 depuis le début) ; les
plus grands avec au plus 14 cases vides. La table de transposition prend
--hash mégaoctets, jamais plus. Sur un terminal, la sortie d'erreur montre
l'avancement. Ctrl-C écrit le meilleur coup trouvé jusque-là (non prouvé)
et sort avec 130.

Exemples :
   gametree solve --board "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X"
   gametree solve --size 6
   gametree solve --moves f5d6c3d3c4f4f6f3e6e7d7c6 --all     # loin de la fin : lent
   gametree solve --position ffo40.txt --json`,

	// train
	"make the pattern evaluation's weights: play training games, then fit the weights to them": "faire les poids de l'évaluation par motifs : jouer des parties d'entraînement, puis y ajuster les poids",
	"gametree train games [flags] -o GAMES\ngametree train fit [flags] -o WEIGHTS GAMES...":    "gametree train games [options] -o PARTIES\ngametree train fit [options] -o POIDS PARTIES...",
	`The pattern evaluation (--eval pattern, and the expert player) sums a
weight for the state of each line and corner region of the board. Its
weights are fitted by least squares so that they predict the final disc
margin of the positions of training games. Both steps are deterministic:
the same flags give the same bytes. docs/train.md gives the commands that
made the weights gametree comes with, and what they measure.

Examples:
   gametree train games --games 20000 --seed 1 -o games.txt.gz
   gametree train fit --holdout 20 -o pattern.gz games.txt.gz`: `L'évaluation par motifs (--eval pattern, et le joueur expert) additionne
un poids pour l'état de chaque ligne et de chaque région de coin du
plateau. Ses poids sont ajustés par moindres carrés pour prédire l'écart
final de pions des positions de parties d'entraînement. Les deux étapes
sont déterministes : les mêmes options donnent les mêmes octets.
docs/train.md donne les commandes qui ont fait les poids livrés avec
gametree, et ce qu'ils mesurent.

Exemples :
   gametree train games --games 20000 --seed 1 -o games.txt.gz
   gametree train fit --holdout 20 -o pattern.gz games.txt.gz`,
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
	`Plays 8x8 games: the first plies at random (a number drawn per game
between the two of --random), then each move the best of a search of
--depth plies with --eval, and from --exact empty squares on a perfect-play
line of the endgame solver, so that every game ends with its exact result.
Writes one transcript per line (gzipped when FILE ends in .gz), after
comment lines that give the flags. Game i depends only on --seed and i.`: `Joue des parties en 8x8 : les premiers demi-coups au hasard (un nombre
tiré pour chaque partie entre les deux de --random), puis à chaque coup le
meilleur d'une recherche de --depth demi-coups avec --eval, et à partir de
--exact cases vides une ligne de jeu parfait du solveur de finales, si bien
que chaque partie se termine sur son résultat exact. Écrit une partie
notée par ligne (compressée en gzip quand FICHIER finit par .gz), après
des lignes de commentaire qui donnent les options. La partie i ne dépend
que de --seed et de i.`,
	"fit the pattern weights to training games":                                                        "ajuster les poids des motifs aux parties d'entraînement",
	"gametree train fit [--lambda L] [--iterations N] [--holdout K] [--threads N] -o WEIGHTS GAMES...": "gametree train fit [--lambda L] [--iterations N] [--holdout K] [--threads N] -o POIDS PARTIES...",
	"the ridge penalty `L` on squared weights":                                                         "la pénalité de crête `L` sur les carrés des poids",
	"`N` conjugate gradient iterations per phase (1 to 10000)":                                         "`N` itérations du gradient conjugué par phase (de 1 à 10000)",
	"keep every `K`-th game out of the fit to measure the error (0: none) (at least 0)":                "garder une partie sur `K` hors de l'ajustement pour mesurer l'erreur (0 : aucune) (au moins 0)",
	"fit on `N` threads (the weights do not depend on it) (1 to 256 threads)":                          "ajuster sur `N` fils d'exécution (les poids n'en dépendent pas) (de 1 à 256 fils)",
	"write the weights to `FILE` (required)":                                                           "écrire les poids dans `FICHIER` (obligatoire)",
	`Reads the games files (as written by train games, gzipped or not) and fits,
phase by phase (4 empty squares a phase), the weight of every state of
every pattern, so that their sum predicts the final disc margin for the
side to move in the positions of the games: ridge regression (--lambda)
solved by the conjugate gradient. Each phase is fitted on its positions
and those of the phases next to it. With --holdout K every K-th game is
kept out of the fit and the error is measured on its positions too.
Prints the error phase by phase and writes the weights to WEIGHTS; to
play with them, copy them to othello/pattern.gz and build gametree again.`: `Lit les fichiers de parties (tels que train games les écrit, compressés
ou non) et ajuste, phase par phase (4 cases vides par phase), le poids de
chaque état de chaque motif, pour que leur somme prédise l'écart final de
pions du camp qui joue dans les positions des parties : une régression
ridge (--lambda) résolue par le gradient conjugué. Chaque phase est
ajustée sur ses positions et sur celles des phases voisines. Avec
--holdout K, une partie sur K est gardée hors de l'ajustement et l'erreur
est mesurée aussi sur ses positions. Écrit l'erreur phase par phase et
les poids dans POIDS ; pour jouer avec eux, copiez-les dans
othello/pattern.gz et reconstruisez gametree.`,

	// compare
	"compare the nodes minimax, alpha-beta (every ordering), PVS and ID with a table visit, depth by depth":                                                                                                            "comparer les nœuds que visitent minimax, l'alpha-bêta (chaque ordre), PVS et ID avec une table, profondeur par profondeur",
	"gametree compare [position flags | --leaves TREE | --leaves-file FILE | --positions FILE] [--depth 1-8 | 2,4,6] [--eval NAME | --weights FILE] [--format text|md|csv|json] [--plot FILE.svg] [--max-memory SIZE]": "gametree compare [options de position | --leaves ARBRE | --leaves-file FICHIER | --positions FICHIER] [--depth 1-8 | 2,4,6] [--eval NOM | --weights FICHIER] [--format text|md|csv|json] [--plot FICHIER.svg] [--max-memory TAILLE]",
	"average over the positions of `FILE`, one a line (board strings or transcripts; # comments)":                                                                                                                      "faire la moyenne sur les positions de `FICHIER`, une par ligne (chaînes de plateau ou parties notées ; commentaires #)",
	"the `DEPTHS`: 4, 1-8, 2,4,6 (up to 12)":                             "les `PROFONDEURS` : 4, 1-8, 2,4,6 (jusqu'à 12)",
	"the output `FORMAT`: text, md, csv or json":                         "le `FORMAT` de sortie : text, md, csv ou json",
	"also draw the nodes against depth, on a log scale, as `FILE.svg`":   "dessiner aussi les nœuds selon la profondeur, sur une échelle logarithmique, dans `FICHIER.svg`",
	"write the table to `FILE` instead of stdout":                        "écrire la table dans `FICHIER` au lieu de la sortie standard",
	"leave out the seconds, so that the same input gives the same bytes": "omettre les secondes, pour que la même entrée donne les mêmes octets",
	`Runs, at each depth, minimax; alpha-beta with the natural, static, eval and
perfect orderings; fail-soft alpha-beta; PVS (NegaScout) and iterative
deepening alpha-beta with a transposition table (both with the eval ordering
on Othello trees). Each row gives the nodes visited (the root included),
the leaves evaluated, the cutoffs, the root value and best move, the seconds
and the nodes as a share of minimax's. A second table gives Knuth and
Moore's minimal tree, b^ceil(d/2) + b^floor(d/2) - 1 leaves with b the
average branching factor (b^d is the number of leaves of the full tree),
beside the leaves of the perfect ordering: perfect ordering comes close to
the minimal tree, and in uneven trees a cheaper refutation than the best
move can even take it below.

The searches stream: no tree is kept, so depth is bounded by time only
(on a 2-core laptop-class machine, depths 1 to 10 from the 8x8 start take
about 8 s, depth 11 alone about a minute; depths go up to 12), and by the
memory of the perfect ordering and the transposition table (--max-memory).
The root value must be the same for every algorithm; if it is not, compare
says so and fails. The perfect ordering's seconds leave out the full search
that finds the true values it orders by. Ctrl-C stops the work, prints the
rows finished so far and exits 130. On a terminal, stderr shows which
depth and search is running (never in piped output). Means over many
positions are written with 2 decimals in text and CSV.

Examples:
   gametree compare --depth 1-8
   gametree compare --moves f5d6c3 --depth 2,4,6 --eval positional --format md
   gametree compare --leaves "((3 12 8) (2 4 6) (14 5 2))"
   gametree compare --depth 1-7 --plot nodes.svg
   gametree compare --positions openings.txt --depth 1-6 --format csv`: `Lance, à chaque profondeur, minimax ; l'alpha-bêta avec les ordres
naturel, statique, eval et parfait ; l'alpha-bêta fail-soft ; PVS
(NegaScout) et l'alpha-bêta par approfondissement itératif avec une table
de transposition (tous deux avec l'ordre eval sur les arbres d'Othello).
Chaque ligne donne les nœuds visités (racine comprise), les feuilles
évaluées, les coupures, la valeur de la racine et le meilleur coup, les
secondes et les nœuds en part de ceux de minimax. Une seconde table donne
l'arbre minimal de Knuth et Moore, b^ceil(d/2) + b^floor(d/2) - 1 feuilles
avec b le facteur de branchement moyen (b^d est le nombre de feuilles de
l'arbre complet), à côté des feuilles de l'ordre parfait : l'ordre parfait
approche l'arbre minimal, et dans les arbres irréguliers une réfutation
moins chère que le meilleur coup peut même passer en dessous.

Les recherches se font au fil de l'eau : aucun arbre n'est gardé, si bien
que la profondeur n'est bornée que par le temps (sur une machine de
portable à 2 cœurs, les profondeurs 1 à 10 depuis le début en 8x8 prennent
environ 8 s, la profondeur 11 seule environ une minute ; les profondeurs
vont jusqu'à 12) et par la mémoire de l'ordre parfait et de la table de
transposition (--max-memory). La valeur de la racine doit être la même pour
chaque algorithme ; sinon, compare le dit et échoue. Les secondes de
l'ordre parfait ne comptent pas la recherche complète qui trouve les
vraies valeurs selon lesquelles il ordonne. Ctrl-C arrête le travail,
écrit les lignes finies et sort avec 130. Sur un terminal, la sortie
d'erreur montre la profondeur et la recherche en cours (jamais dans un
tube). Les moyennes sur plusieurs positions sont écrites avec 2 décimales
en texte et en CSV.

Exemples :
   gametree compare --depth 1-8
   gametree compare --moves f5d6c3 --depth 2,4,6 --eval positional --format md
   gametree compare --leaves "((3 12 8) (2 4 6) (14 5 2))"
   gametree compare --depth 1-7 --plot nodes.svg
   gametree compare --positions openings.txt --depth 1-6 --format csv`,

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
	`Plays a game in the terminal, on any board from 4x4 to 16x16, from the start
or any position. After each move it shows the board (legal moves marked),
whose turn it is, both disc counts, the moves so far and the legal moves. A
forced pass is announced and played.

A person types a square (d3, any case) or a command: hint, undo, moves,
tree (the computer's last search as a tree), tree FILE.svg, save FILE,
quit, help. At the end: the score, the winner, the margin and the
transcript. --record FILE saves the game (a transcript, or GGF for a .ggf
name); --resume FILE continues one.

Players: human, random, greedy (most flips), minimax:DEPTH[:EVAL],
alphabeta:DEPTH[:EVAL], ai:easy (depth 1), ai:medium (depth 2), ai:hard
(depth 4), ai:expert (iterative deepening PVS with a transposition table
within --time per move, exact from 16 empty squares), gtp:COMMAND (an
external engine speaking GTP, such as gtp:/usr/games/gtp-rhino -l 1).

With --game tictactoe, connect4 or nim, the same: --black is X's player (X
moves first), --white O's; a move is written in the game's notation (b2, d,
2:3). The players: human, random, minimax:DEPTH, alphabeta:DEPTH, ai:easy
(depth 1), ai:medium (depth 3), ai:hard (depth 5), ai:perfect (alpha-beta to
the end of the game, tic-tac-toe and Nim). hint gives the value of every
move with best play (tic-tac-toe, Nim), or ai:hard's move (Connect Four).
--record saves the moves, which --resume reads back.

Examples:
   gametree play
   gametree play --game tictactoe --white ai:perfect
   gametree play --game connect4 --black ai:hard --white human
   gametree play --game nim --board "3 4 5" --white ai:perfect
   gametree play --black ai:hard --white human
   gametree play --size 6 --white ai:expert --time 500ms
   gametree play --black human --white human --record game.ggf
   gametree play --resume game.ggf`: `Joue une partie dans le terminal, sur tout plateau de 4x4 à 16x16, depuis
le début ou depuis n'importe quelle position. Après chaque coup, elle
montre le plateau (coups légaux marqués), le camp qui a le trait, le
nombre de pions de chacun, les coups joués et les coups légaux. Une passe
forcée est annoncée et jouée.

Une personne tape une case (d3, majuscules ou minuscules) ou une commande :
hint (conseil), undo (annuler), moves (coups), tree (la dernière recherche
de l'ordinateur en arbre), tree FICHIER.svg, save FICHIER, quit, help. À
la fin : le score, le gagnant, l'écart et la partie notée. --record
FICHIER enregistre la partie (une partie notée, ou GGF pour un nom en
.ggf) ; --resume FICHIER en reprend une.

Les joueurs : human (une personne), random (au hasard), greedy (le plus de
pions retournés), minimax:PROFONDEUR[:EVAL], alphabeta:PROFONDEUR[:EVAL],
ai:easy (profondeur 1), ai:medium (profondeur 2), ai:hard (profondeur 4),
ai:expert (PVS par approfondissement itératif avec une table de
transposition, dans --time par coup, exact à partir de 16 cases vides),
gtp:COMMANDE (un moteur externe qui parle GTP, tel que
gtp:/usr/games/gtp-rhino -l 1).

Avec --game tictactoe, connect4 ou nim, de même : --black est le joueur de
X (X joue en premier), --white celui de O ; un coup s'écrit dans la
notation du jeu (b2, d, 2:3). Les joueurs : human, random,
minimax:PROFONDEUR, alphabeta:PROFONDEUR, ai:easy (profondeur 1),
ai:medium (profondeur 3), ai:hard (profondeur 5), ai:perfect (l'alpha-bêta
jusqu'à la fin de la partie, au morpion et à Nim). hint donne la valeur de
chaque coup en jeu parfait (morpion, Nim), ou le coup d'ai:hard
(Puissance 4). --record enregistre les coups, que --resume relit.

Exemples :
   gametree play
   gametree play --game tictactoe --white ai:perfect
   gametree play --game connect4 --black ai:hard --white human
   gametree play --game nim --board "3 4 5" --white ai:perfect
   gametree play --black ai:hard --white human
   gametree play --size 6 --white ai:expert --time 500ms
   gametree play --black human --white human --record game.ggf
   gametree play --resume game.ggf`,

	// match
	"play games between two programs and report wins, margins and speed (an arbiter)":                                                                                                    "jouer des parties entre deux programmes et rendre compte des victoires, des écarts et de la vitesse (un arbitre)",
	"gametree match [--game GAME] --black SPEC --white SPEC --games N [--swap] [--openings K] [--seed S] [--time BUDGET] [--engine-time T] [--json] [--games-out FILE] [position flags]": "gametree match [--game JEU] --black JOUEUR --white JOUEUR --games N [--swap] [--openings K] [--seed S] [--time TEMPS] [--engine-time T] [--json] [--games-out FICHIER] [options de position]",
	"`N` games in all (1 to 100000 games)":                                          "`N` parties en tout (de 1 à 100000 parties)",
	"play each opening twice, colours exchanged":                                    "jouer chaque ouverture deux fois, couleurs échangées",
	"start from random openings of `K` plies (0 to 60 plies)":                       "partir d'ouvertures au hasard de `K` demi-coups (de 0 à 60 demi-coups)",
	"print the report as JSON":                                                      "écrire le compte rendu en JSON",
	"write every game's transcript to `FILE`":                                       "écrire chaque partie notée dans `FICHIER`",
	"leave out the timings and speeds, so that the same match gives the same bytes": "omettre les temps et les vitesses, pour que le même match donne les mêmes octets",
	`Plays N games between two players, as the arbiter of the Prolog 6x6 report
does. --swap plays each opening twice with the colours exchanged; --openings
K starts the games from random legal openings of K plies, drawn with --seed.
The report gives, per player: wins, losses, draws, the average disc margin,
the average and longest time per move, and the nodes per second of
searching players. The same seed gives the same games when the players are
deterministic (random draws from the seed too). --games-out writes every
game's transcript.

With --game tictactoe, connect4 or nim, the same between the players of
that game (--black plays X, who moves first; random, minimax:D,
alphabeta:D, ai:easy|medium|hard|perfect); the table gives the average
result (+1 a win, 0 a draw, -1 a loss) in place of the disc margin.

Examples:
   gametree match --black alphabeta:4:mixed --white random --games 100 --swap
   gametree match --black ai:hard --white greedy --games 40 --swap --openings 4
   gametree match --game tictactoe --black ai:perfect --white random --games 20 --swap
   gametree match --black ai:expert --white "gtp:/usr/games/gtp-rhino -l 3" --games 20 --swap --openings 4 --time 1s`: `Joue N parties entre deux joueurs, comme l'arbitre du rapport Prolog en
6x6. --swap joue chaque ouverture deux fois en échangeant les couleurs ;
--openings K fait partir les parties d'ouvertures légales au hasard de K
demi-coups, tirées avec --seed. Le compte rendu donne, pour chaque joueur :
victoires, défaites, nulles, l'écart moyen de pions, le temps moyen et le
plus long par coup, et les nœuds par seconde des joueurs qui cherchent. La
même graine donne les mêmes parties quand les joueurs sont déterministes
(random tire aussi de la graine). --games-out écrit chaque partie notée.

Avec --game tictactoe, connect4 ou nim, de même entre les joueurs de ce jeu
(--black joue X, qui joue en premier ; random, minimax:D, alphabeta:D,
ai:easy|medium|hard|perfect) ; la table donne le résultat moyen (+1 une
victoire, 0 une nulle, -1 une défaite) au lieu de l'écart de pions.

Exemples :
   gametree match --black alphabeta:4:mixed --white random --games 100 --swap
   gametree match --black ai:hard --white greedy --games 40 --swap --openings 4
   gametree match --game tictactoe --black ai:perfect --white random --games 20 --swap
   gametree match --black ai:expert --white "gtp:/usr/games/gtp-rhino -l 3" --games 20 --swap --openings 4 --time 1s`,

	// gtp
	"be an Othello engine speaking the Go Text Protocol on stdin and stdout": "être un moteur d'Othello qui parle le Go Text Protocol sur l'entrée et la sortie standard",
	"gametree gtp [--player SPEC] [--seed S] [--time BUDGET]":                "gametree gtp [--player JOUEUR] [--seed S] [--time TEMPS]",
	`Speaks the Go Text Protocol as Othello engines do (GRhino and Edax accept
it; GUIs such as Quarry drive it): protocol_version, name, version,
known_command, list_commands, boardsize, clear_board, play b|w MOVE|pass,
genmove b|w, undo, showboard, final_score, quit. Answers are "= result" or
"? error", each followed by a blank line. Boards go from 4x4 to 16x16. A
forced pass of the other side is played by itself before play or genmove.

Examples:
   gametree gtp --player ai:expert --time 2s
   printf 'boardsize 8\ngenmove b\nshowboard\nquit\n' | gametree gtp --player ai:hard`: `Parle le Go Text Protocol comme les moteurs d'Othello (GRhino et Edax
l'acceptent ; des interfaces telles que Quarry le pilotent) :
protocol_version, name, version, known_command, list_commands, boardsize,
clear_board, play b|w COUP|pass, genmove b|w, undo, showboard,
final_score, quit. Les réponses sont "= résultat" ou "? erreur", suivies
chacune d'une ligne vide. Les plateaux vont de 4x4 à 16x16. Une passe
forcée de l'autre camp se joue d'elle-même avant play ou genmove.

Exemples :
   gametree gtp --player ai:expert --time 2s
   printf 'boardsize 8\ngenmove b\nshowboard\nquit\n' | gametree gtp --player ai:hard`,
	"the engine's player `SPEC` (not human)": "le `JOUEUR` du moteur (pas human)",
	"the `SEED` of random choices":           "la `GRAINE` des choix au hasard",

	// show
	"print a position: the board, the side to move, the disc counts and the legal moves": "écrire une position : le plateau, le camp qui joue, le nombre de pions et les coups légaux",
	"gametree show [position flags] [--json] [--unicode]":                                "gametree show [options de position] [--json] [--unicode]",
	"print the position as a JSON object":                                                "écrire la position en objet JSON",
	"draw discs as ● (Black) and ○ (White)":                                              "dessiner les pions en ● (Noir) et ○ (Blanc)",
	`Prints the text dump of a position. The dump is itself a valid input:
save it and read it back with --position FILE.

Examples:
   gametree show --moves f5d6c3
   gametree show --size 6
   gametree show --board "---------------------------OX------XO--------------------------- O"
   gametree show --moves f5d6 --json`: `Écrit le texte d'une position. Ce texte est lui-même une entrée valide :
enregistrez-le et relisez-le avec --position FICHIER.

Exemples :
   gametree show --moves f5d6c3
   gametree show --size 6
   gametree show --board "---------------------------OX------XO--------------------------- O"
   gametree show --moves f5d6 --json`,

	// perft
	"count the leaves of the move tree to a depth (Edax's convention)":                "compter les feuilles de l'arbre des coups jusqu'à une profondeur (la convention d'Edax)",
	"gametree perft --depth N [position flags] [--divide] [--json] [--threads N]":     "gametree perft --depth N [options de position] [--divide] [--json] [--threads N]",
	"count to `N` plies (required) (0 to 30 plies)":                                   "compter jusqu'à `N` demi-coups (obligatoire) (de 0 à 30 demi-coups)",
	"print the count under each root move":                                            "écrire le compte sous chaque coup de la racine",
	"print the counts as a JSON object":                                               "écrire les comptes en objet JSON",
	"count on `N` threads (1 to 256 threads)":                                         "compter sur `N` fils d'exécution (de 1 à 256 fils)",
	"leave out the seconds and the rate, so that the same count gives the same bytes": "omettre les secondes et la vitesse, pour que le même compte donne les mêmes octets",
	`Counts the positions reached by exactly N plies. A forced pass is a ply
(one child, the other side to move). A game that ends before depth N is not
a leaf; such game ends are counted and reported apart. --depth goes from 0 to
30; on 8x8, depth 11 takes about half a second, and each ply more about eight
times as long. Ctrl-C stops the count and exits 130.

Examples:
   gametree perft --depth 11
   gametree perft --size 6 --depth 10
   gametree perft --depth 3 --divide
   gametree perft --moves f5d6 --depth 6 --json`: `Compte les positions atteintes en exactement N demi-coups. Une passe
forcée est un demi-coup (un seul enfant, l'autre camp au trait). Une
partie qui finit avant la profondeur N n'est pas une feuille ; ces fins de
partie sont comptées et données à part. --depth va de 0 à 30 ; en 8x8, la
profondeur 11 prend environ une demi-seconde, et chaque demi-coup de plus
environ huit fois plus. Ctrl-C arrête le compte et sort avec 130.

Exemples :
   gametree perft --depth 11
   gametree perft --size 6 --depth 10
   gametree perft --depth 3 --divide
   gametree perft --moves f5d6 --depth 6 --json`,

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
	`Serves five pages on a local web server, over the same code as the
commands: /play (play a game, open the computer's search for its move),
/tree (the annotated tree of gametree tree, to pan, zoom, fold and click),
/step (the search one event at a time, as gametree step), /compare (the
node counts of gametree compare) and /quiz (the exercises of gametree quiz,
answered on the tree and graded). Each page's state is in its URL, with the
commands' flag names: /tree?moves=f5d6&depth=3&algo=minimax is a link to
hand out. The pages use a JSON API under /api/ (docs/web.md).

It binds the loopback address by default; another address (a lab room) is
served to anyone on that network. Every request stops its work after
--timeout, drawings included, and no tree over --max-nodes is built. The
requests share one memory budget, --max-memory: each reserves its estimate
and a core before it starts, and waits at most 10s for them before it is
answered 503 (the server is busy); small requests never wait. Slow or idle
clients are cut off, and at most --max-connections are served at once.
Ctrl-C stops the server: the requests it cuts short are answered 503.

Examples:
   gametree serve
   gametree serve --open
   gametree serve --addr 0.0.0.0:8080 --max-nodes 20000 --timeout 10s`: `Sert cinq pages sur un serveur web local, par le même code que les
commandes : /play (jouer une partie, ouvrir la recherche de l'ordinateur
pour son coup), /tree (l'arbre annoté de gametree tree, à déplacer,
zoomer, replier et cliquer), /step (la recherche un événement à la fois,
comme gametree step), /compare (les nombres de nœuds de gametree compare)
et /quiz (les exercices de gametree quiz, répondus sur l'arbre et notés).
L'état de chaque page est dans son URL, avec les noms des options des
commandes : /tree?moves=f5d6&depth=3&algo=minimax est un lien à
distribuer. Les pages utilisent une API JSON sous /api/ (docs/web.md).

Par défaut, le serveur n'écoute que l'adresse locale ; une autre adresse
(une salle de TP) est servie à tout le réseau. Chaque requête arrête son
travail après --timeout, dessins compris, et aucun arbre de plus de
--max-nodes nœuds n'est construit. Les requêtes se partagent une mémoire,
--max-memory : chacune réserve son estimation et un cœur avant de
commencer, et les attend au plus 10s avant de recevoir 503 (le serveur est
occupé) ; les petites requêtes n'attendent jamais. Les clients lents ou
inactifs sont coupés, et au plus --max-connections sont servis à la fois.
Ctrl-C arrête le serveur : les requêtes qu'il interrompt reçoivent 503.

Exemples :
   gametree serve
   gametree serve --open
   gametree serve --addr 0.0.0.0:8080 --max-nodes 20000 --timeout 10s`,
}
