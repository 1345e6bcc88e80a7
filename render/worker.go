package render

import (
	"bufio"
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"sync"

	"github.com/goccy/go-graphviz"

	"gametree/internal/rescue"
)

// WorkerEnv is the environment variable that makes a gametree process a
// graphviz worker: a program that sees it set calls ServeWorker on its
// standard input and output instead of running as usual (gametree's main
// and the tests of the packages that start workers do).
const WorkerEnv = "GAMETREE_GRAPHVIZ_WORKER"

// maxWorkerMessage bounds a worker's request and answer: a DOT text or a
// drawing past it is refused rather than read.
const maxWorkerMessage = 1 << 30

// ServeWorker lays out the DOT texts it reads from r and writes each
// drawing, or graphviz's error, to w, one at a time, until r ends. A
// request is the format's name (one byte of length, then the name) and the
// DOT text (four bytes of length, big-endian, then the text); an answer is
// a status byte (0: the drawing follows, 1: an error message follows) and
// four bytes of length, then the bytes.
func ServeWorker(r io.Reader, w io.Writer) error {
	g, err := NewGraphviz(context.Background())
	if err != nil {
		return err
	}
	defer g.Close()
	in, out := bufio.NewReader(r), bufio.NewWriter(w)
	for {
		format, dot, err := readRequest(in)
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
		var b bytes.Buffer
		status := byte(0)
		if err := g.renderHere(string(dot), graphviz.Format(format), &b); err != nil {
			status = 1
			b.Reset()
			b.WriteString(err.Error())
		}
		if err := writeFrame(out, status, b.Bytes()); err != nil {
			return err
		}
		if err := out.Flush(); err != nil {
			return err
		}
	}
}

// readRequest reads a worker's request.
func readRequest(in *bufio.Reader) (format string, dot []byte, err error) {
	n, err := in.ReadByte()
	if err != nil {
		return "", nil, err
	}
	name := make([]byte, n)
	if _, err := io.ReadFull(in, name); err != nil {
		return "", nil, unexpected(err)
	}
	dot, err = readBody(in)
	return string(name), dot, err
}

// readBody reads four bytes of length and as many bytes.
func readBody(in *bufio.Reader) ([]byte, error) {
	var size [4]byte
	if _, err := io.ReadFull(in, size[:]); err != nil {
		return nil, unexpected(err)
	}
	n := binary.BigEndian.Uint32(size[:])
	if n > maxWorkerMessage {
		return nil, fmt.Errorf("a message of %d bytes, over %d", n, maxWorkerMessage)
	}
	body := make([]byte, n)
	if _, err := io.ReadFull(in, body); err != nil {
		return nil, unexpected(err)
	}
	return body, nil
}

// unexpected turns an end of input inside a message into an error.
func unexpected(err error) error {
	if errors.Is(err, io.EOF) {
		return io.ErrUnexpectedEOF
	}
	return err
}

// writeFrame writes a status byte, four bytes of length and body.
func writeFrame(w io.Writer, status byte, body []byte) error {
	var head [5]byte
	head[0] = status
	binary.BigEndian.PutUint32(head[1:], uint32(len(body)))
	if _, err := w.Write(head[:]); err != nil {
		return err
	}
	_, err := w.Write(body)
	return err
}

// Worker is graphviz in a child process (this program run again with
// WorkerEnv set): a drawing that takes too long, or whose client has
// gone, is stopped by killing the process, which graphviz in this process
// cannot be (its WebAssembly runtime does not stop on a context). Several
// workers draw at once. A Worker is for one goroutine at a time.
type Worker struct {
	cmd    *exec.Cmd
	in     io.WriteCloser
	out    *bufio.Reader
	stderr *tail
	// dead is set once the process is killed or has failed: the worker
	// draws no more.
	dead bool
}

// StartWorker starts a worker process running this program's executable.
func StartWorker() (*Worker, error) {
	exe, err := selfExe()
	if err != nil {
		return nil, errorf("starting graphviz: cannot find this program: %w", err)
	}
	cmd := exec.Command(exe)
	cmd.Env = append(os.Environ(), WorkerEnv+"=1")
	cmd.SysProcAttr = workerAttr()
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, errorf("starting graphviz: %w", err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, errorf("starting graphviz: %w", err)
	}
	w := &Worker{cmd: cmd, in: in, out: bufio.NewReader(out), stderr: &tail{}}
	cmd.Stderr = w.stderr
	if err := cmd.Start(); err != nil {
		return nil, errorf("starting graphviz: %w", err)
	}
	return w, nil
}

// Graphviz returns a Graphviz that draws with this worker, under ctx: when
// ctx is done during a drawing, the worker is killed and the drawing
// returns ctx's error.
func (w *Worker) Graphviz(ctx context.Context) *Graphviz {
	return &Graphviz{ctx: ctx, worker: w}
}

// Alive reports whether the worker can still draw.
func (w *Worker) Alive() bool { return !w.dead }

// Pid is the worker's process ID.
func (w *Worker) Pid() int { return w.cmd.Process.Pid }

// Close ends the worker: it stops at the end of its input.
func (w *Worker) Close() error {
	if w.dead {
		return nil
	}
	w.dead = true
	w.in.Close()
	return w.cmd.Wait()
}

// Kill stops the worker at once.
func (w *Worker) Kill() {
	if w.dead {
		return
	}
	w.dead = true
	w.cmd.Process.Kill()
	w.in.Close()
	w.cmd.Wait()
}

// draw sends one request and waits for its answer, killing the worker
// when ctx is done first.
func (w *Worker) draw(ctx context.Context, dot string, format graphviz.Format, out io.Writer) error {
	if w.dead {
		return errorf("graphviz's worker has stopped")
	}
	if len(dot) > maxWorkerMessage || len(format) > 255 {
		return errorf("a DOT text of %d bytes, over graphviz's limit of %d", len(dot), maxWorkerMessage)
	}
	type answer struct {
		status byte
		body   []byte
		err    error
	}
	done := make(chan answer, 1)
	go func() {
		var a answer
		defer func() { done <- a }()
		defer rescue.Catch(&a.err)
		req := bufio.NewWriterSize(w.in, 64<<10)
		req.WriteByte(byte(len(format)))
		req.WriteString(string(format))
		var size [4]byte
		binary.BigEndian.PutUint32(size[:], uint32(len(dot)))
		req.Write(size[:])
		req.WriteString(dot)
		if a.err = req.Flush(); a.err == nil {
			if a.status, a.err = w.out.ReadByte(); a.err == nil {
				a.body, a.err = readBody(w.out)
			}
		}
	}()
	select {
	case <-ctx.Done():
		w.Kill()
		<-done
		return ctx.Err()
	case a := <-done:
		switch {
		case a.err != nil:
			w.Kill()
			why := w.stderr.line()
			if why == "" {
				why = a.err.Error()
			}
			return errorf("graphviz's worker stopped: %s", why)
		case a.status != 0:
			return errors.New(string(a.body))
		}
		_, err := out.Write(a.body)
		return err
	}
}

// tail keeps the last KiB written to it: a worker's last words.
type tail struct {
	mu sync.Mutex
	b  []byte
}

func (t *tail) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.b = append(t.b, p...)
	if len(t.b) > 1024 {
		t.b = append(t.b[:0], t.b[len(t.b)-1024:]...)
	}
	return len(p), nil
}

// line is the last non-empty line kept.
func (t *tail) line() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	ls := strings.Split(strings.TrimSpace(string(t.b)), "\n")
	return strings.TrimSpace(ls[len(ls)-1])
}
