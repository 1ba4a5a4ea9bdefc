#!/bin/sh
# Runs the FailingTests program ($1): it must exit non-zero, report each
# failing method by Class.Method at the Assert's line in Visual Studio's
# words, stop a method at its first failure, and still pass the rest.
out=$2
line=$(grep -n 'L"two and two"' "$(dirname "$0")/FailingTests.cpp" | cut -d: -f1)
"$1" > "$out" 2>&1 && { echo "exit 0 despite failures"; exit 1; }
for expected in \
  'FAILED  ] Failing.AreEqualInWords' \
  "FailingTests.cpp:$line: Failure" \
  'Assert failed. Expected:<5> Actual:<4> two and two' \
  'FAILED  ] Failing.ToleranceExceeded' \
  'Assert failed. Expected:<1> Actual:<1.5> Tolerance:<0.1>' \
  'Assert failed. No exception was thrown' \
  'Assert failed. on purpose' \
  'OK ] Failing.Passes' \
  '4 FAILED TESTS'; do
  grep -qF "$expected" "$out" || { echo "missing: $expected"; cat "$out"; exit 1; }
done
if grep -qF 'the first failure ends the method' "$out"; then
  echo "a method ran on after its first failure"; exit 1
fi
