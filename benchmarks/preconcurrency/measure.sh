#!/usr/bin/env bash
# Would `@preconcurrency @MainActor` on TouchKit's UI classes help Swift 5 ports?
# Compiles a stand-in UI module both ways and type-checks Client.swift (the UIKit
# sample-code pattern: a plain helper class configuring views) in Swift 5 and Swift 6
# mode, printing the errors and warnings of each (docs/PORTING.md, "Swift 5 ports").
# Run: benchmarks/preconcurrency/measure.sh
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for mode in plain preconcurrency; do
  attr='@MainActor'
  [ "$mode" = preconcurrency ] && attr='@preconcurrency @MainActor'
  mkdir -p "$work/$mode"
  cat > "$work/$mode/UI.swift" <<SWIFT
$attr
open class View {
    public init() {}
    public var frame: Double = 0
    public var alpha: Double = 1
    public func setNeedsDisplay() {}
    open func layoutSubviews() {}
}
SWIFT
  swiftc -emit-module -module-name UI -parse-as-library -swift-version 6 "$work/$mode/UI.swift" \
    -emit-module-path "$work/$mode/UI.swiftmodule" -o /dev/null
  for version in 5 6; do
    out=$(swiftc -typecheck -swift-version "$version" -I "$work/$mode" "$here/Client.swift" 2>&1 || true)
    errors=$(printf '%s\n' "$out" | grep -cE '^[^ ].*: error:' || true)
    warnings=$(printf '%s\n' "$out" | grep -cE '^[^ ].*: warning:' || true)
    echo "$mode, client in Swift $version: $errors errors, $warnings warnings"
  done
done
