#!/usr/bin/env python3
"""Writes the recordings of the MoveMe, SwipeNavigator and TouchInspector replay tests.

The recordings are committed; run this again after changing a gesture here:

    python3 Tests/Recordings/make-example-recordings.py

The format is TouchKit's recording format (docs/TESTING.md): one event per line, times
in milliseconds, surface-local coordinates in a 1024x640 window. Frames come every
16 ms, as from a 60 Hz touchscreen. The header comments say what each gesture is for;
the tests name the times they capture at.
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))
FRAME_MS = 16


class Recording:
    """A recording written in the style of TouchKit's RecordingScript."""

    def __init__(self, description):
        self.lines = ["touchkit-recording 1", "# window 1024x640", "# seat seat0"]
        self.lines += ["# " + line for line in description.strip().splitlines()]
        self.time = 0.0

    def event(self, text):
        self.lines.append(f"{self.time:g} {text}")

    def wait(self, ms):
        self.time += ms

    def wait_until(self, ms):
        assert ms >= self.time, f"wait_until({ms}) is before {self.time}"
        self.time = ms

    def frame(self):
        self.event("frame")

    def down(self, id, x, y, shape=None):
        self.event(f"down {id} {x:g} {y:g}")
        if shape:
            self.event(f"shape {id} {shape[0]:g} {shape[1]:g}")

    def move(self, id, x, y):
        self.event(f"motion {id} {x:g} {y:g}")

    def up(self, id):
        self.event(f"up {id}")

    def cancel(self):
        self.event("cancel")

    def tap(self, id, x, y, duration=40):
        self.down(id, x, y)
        self.frame()
        self.wait(duration)
        self.lift(id)

    def lift(self, id):
        self.up(id)
        self.frame()

    def drag(self, id, start, end, duration, down=True, lift=True):
        """Moves finger `id` in a straight line, one motion frame every 16 ms; like
        RecordingScript.drag, it goes down first and lifts at the end unless told not to."""
        if down:
            self.down(id, *start)
            self.frame()
        steps = max(1, round(duration / FRAME_MS))
        for step in range(1, steps + 1):
            self.wait(FRAME_MS)
            f = step / steps
            self.move(id, round(start[0] + (end[0] - start[0]) * f, 2), round(start[1] + (end[1] - start[1]) * f, 2))
            self.frame()
        if lift:
            self.lift(id)

    def write(self, folder, name):
        os.makedirs(os.path.join(HERE, folder), exist_ok=True)
        with open(os.path.join(HERE, folder, name), "w") as file:
            file.write("\n".join(self.lines) + "\n")


def move_me():
    # The placard rests at the window's centre (512, 320).
    r = Recording("""
E1: drag the placard from near the centre to (780, 470) in 400 ms, hold, lift at 800 ms;
a tap on the centre at 1000 ms, while the placard bounces back for 1 s (interaction is off);
a tap on the centre at 2100 ms, after the bounce (it reaches the placard).""")
    r.drag(0, (540, 330), (780, 470), 400, lift=False)
    r.wait_until(800)
    r.lift(0)
    r.wait_until(1000)
    r.tap(1, 512, 320)
    r.wait_until(2100)
    r.tap(2, 512, 320)
    r.write("MoveMe", "drag-and-bounce.touches")

    r = Recording("""
E1: a double tap outside the placard at (200, 140), then another at (820, 540),
each switching the greeting to the next language.""")
    r.wait(20)
    r.tap(0, 200, 140)
    r.wait(100)
    r.tap(0, 203, 142)
    r.wait_until(600)
    r.tap(0, 820, 540)
    r.wait(100)
    r.tap(0, 818, 543)
    r.wait_until(1100)
    r.tap(1, 60, 600)  # a single tap, to end the recording after the last capture
    r.write("MoveMe", "double-tap-outside.touches")

    r = Recording("""
E1: five double taps outside the placard, 500 ms apart, at alternating corners: the
greeting steps from English through French and German to Arabic, Hebrew and Hindi.""")
    corners = [(200, 140), (820, 540), (200, 540), (820, 140), (200, 140)]
    for index, (x, y) in enumerate(corners):
        r.wait_until(20 + 500 * index)
        r.tap(0, x, y)
        r.wait(100)
        r.tap(0, x + 3, y + 2)
    r.wait_until(2600)
    r.tap(1, 60, 600)  # a single tap, to end the recording after the last capture
    r.write("MoveMe", "cycle-languages.touches")

    r = Recording("""
E1: drag the placard to (300, 200) and hold; the compositor cancels the touch at 700 ms.""")
    r.drag(0, (520, 310), (300, 200), 300, lift=False)
    r.wait_until(700)
    r.cancel()
    r.wait_until(1000)
    r.tap(1, 60, 600)  # after the last capture
    r.write("MoveMe", "cancel.touches")


def swipe_navigator():
    r = Recording("""
E4: a left swipe (700, 320) -> (400, 324) lifting at 192 ms pushes page 2, which slides
in for 300 ms; a right swipe (300, 300) -> (600, 305) lifting at 1192 ms pops it.""")
    r.drag(0, (700, 320), (400, 324), 192)
    r.wait_until(1000)
    r.drag(0, (300, 300), (600, 305), 192)
    r.wait_until(2000)
    r.tap(1, 60, 600)  # after the last capture
    r.write("SwipeNavigator", "swipe-left-then-right.touches")

    r = Recording("""
E4: three drags that are not swipes, on page 1:
a left drag drifting 40 points down (700, 300) -> (400, 340);
a left drag that wanders 30 points down and comes back (700, 300) -> (550, 330) -> (400, 302);
a left drag of only 20 points (600, 300) -> (580, 300).""")
    r.drag(0, (700, 300), (400, 340), 192)
    r.wait_until(500)
    r.drag(0, (700, 300), (550, 330), 96, lift=False)
    r.drag(0, (550, 330), (400, 302), 96, down=False)
    r.wait_until(1000)
    r.drag(0, (600, 300), (580, 300), 96)
    r.wait_until(1500)
    r.tap(1, 60, 600)  # after the last capture
    r.write("SwipeNavigator", "not-swipes.touches")


def touch_inspector():
    r = Recording("""
Two fingers land together at (250, 200) and (700, 380), with contact shapes
(24 x 16 and 30 x 20, so radii 12 x 8 and 15 x 10) and an orientation of 30 degrees
for the second; both move 20 points right in 160 ms, then only the first moves back;
they lift at 600 ms.""")
    r.down(0, 250, 200, shape=(24, 16))
    r.down(1, 700, 380, shape=(30, 20))
    r.event("orientation 1 30")
    r.frame()
    for step in range(1, 11):
        r.wait(FRAME_MS)
        r.move(0, 250 + 2 * step, 200)
        r.move(1, 700 + 2 * step, 380)
        r.frame()
    for step in range(1, 6):
        r.wait(FRAME_MS)
        r.move(0, 270 - 4 * step, 200)
        r.frame()
    r.wait_until(600)
    r.up(0)
    r.lift(1)
    r.wait_until(900)
    r.tap(2, 500, 300)  # after the last capture
    r.write("TouchInspector", "two-fingers.touches")


def main():
    move_me()
    swipe_navigator()
    touch_inspector()


if __name__ == "__main__":
    main()
