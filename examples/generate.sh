#!/bin/sh
# Regenerates every example listed in commands.txt, from this folder.
set -eu
cd "$(dirname "$0")"
bin=$(mktemp -d)/gametree
trap 'rm -rf "$(dirname "$bin")"' EXIT
go build -o "$bin" ..
grep -v '^#' commands.txt | grep -v '^ *$' | while read -r out args; do
	case " $args " in
	*" $out "*) # the arguments write the file themselves (--plot)
		# shellcheck disable=SC2086
		"$bin" $args >/dev/null ;;
	*)
		# shellcheck disable=SC2086
		"$bin" $args -o "$out" ;;
	esac
	echo "wrote examples/$out"
done
