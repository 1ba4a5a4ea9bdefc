# Counts a file's line endings: whether it begins with a UTF-8 byte order
# mark, its CRLFs, its LFs without a CR, its CRs without an LF.
import sys

data = open(sys.argv[1], "rb").read()
crlf = data.count(b"\r\n")
print("bom=%s crlf=%d bare-lf=%d bare-cr=%d" % (
    "yes" if data.startswith(b"\xef\xbb\xbf") else "no", crlf,
    data.count(b"\n") - crlf, data.count(b"\r") - crlf))
