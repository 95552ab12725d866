package textdiff

import "bytes"

// Lines splits data the way git does: each line keeps its "\n" (and so
// "\r\n"); a final line without "\n" is a line of its own; empty data has no
// lines. The lines share data's memory.
func Lines(data []byte) [][]byte {
	if len(data) == 0 {
		return nil
	}
	out := make([][]byte, 0, bytes.Count(data, []byte{'\n'})+1)
	for len(data) > 0 {
		n := bytes.IndexByte(data, '\n') + 1
		if n == 0 {
			n = len(data)
		}
		out = append(out, data[:n:n])
		data = data[n:]
	}
	return out
}

// binarySniffLen is how far git looks for a NUL byte (FIRST_FEW_BYTES).
const binarySniffLen = 8000

// IsBinary reports what git's buffer_is_binary does: whether a NUL byte
// occurs in the first 8000 bytes. git refuses to merge such files.
func IsBinary(data []byte) bool {
	if len(data) > binarySniffLen {
		data = data[:binarySniffLen]
	}
	return bytes.IndexByte(data, 0) >= 0
}

// hasNewline reports whether a line ends in "\n"; only a file's last line
// may lack it.
func hasNewline(line []byte) bool {
	return len(line) > 0 && line[len(line)-1] == '\n'
}
