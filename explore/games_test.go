package explore

// The games gametree ships, plugged in for the tests as main plugs them
// in (each registers itself from its own package).
import _ "gametree/games"
