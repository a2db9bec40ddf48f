import Foundation
import Testing
import TouchKit
import TouchKitTesting

@Suite("Dispatch trace")
struct DispatchTraceTests {
    let good = """
        {"time":1.25,"window":"TouchDots","responder":"DotsView","identifier":"dots","method":"touchesBegan","touches":[{"id":"0","phase":"began","tapCount":1,"x":10.5,"y":20}]}

        {"time":1.5,"window":"TouchDots","responder":"Window","identifier":null,"method":"touchesEnded","touches":[{"id":"0","phase":"ended","tapCount":1,"x":11,"y":21},{"id":"1","phase":"stationary","tapCount":0,"x":1,"y":2}]}
        """

    @Test func readsRecords() throws {
        let trace = try DispatchTrace(parsing: good, fileName: "t.jsonl")
        #expect(trace.records.count == 2)
        #expect(trace.methods == [.touchesBegan, .touchesEnded])
        let first = trace.records[0]
        #expect(first.time == 1.25 && first.window == "TouchDots" && first.responder == "DotsView")
        #expect(first.identifier == "dots" && first.line == 1)
        #expect(first.touches == [TraceRecord.Touch(id: "0", phase: .began, tapCount: 1, x: 10.5, y: 20)])
        #expect(trace.records[1].identifier == nil && trace.records[1].line == 3)
        #expect(trace.records[1].touches.map(\.phase) == [.ended, .stationary])
        #expect(trace.records(identifier: "dots").count == 1)
        #expect(trace.records(method: .touchesEnded).count == 1)
        #expect(trace.records(responder: "Window").count == 1)
    }

    @Test func malformedLinesNameFileAndLine() {
        let cut = good + "\n{\"time\":2,\"window\":\"W\",\"resp"
        #expect(throws: TraceError.self) { try DispatchTrace(parsing: cut, fileName: "t.jsonl") }
        do {
            _ = try DispatchTrace(parsing: cut, fileName: "t.jsonl")
        } catch {
            #expect(error.line == 4)
            #expect(error.description.hasPrefix("t.jsonl:4: not a JSON trace record"))
        }
        let badPhase =
            #"{"time":1,"window":"W","responder":"R","identifier":null,"method":"touchesBegan","touches":[{"id":"0","phase":"flying","tapCount":1,"x":1,"y":2}]}"#
        do {
            _ = try DispatchTrace(parsing: badPhase, fileName: "p.jsonl")
            Issue.record("expected an error")
        } catch {
            #expect(error.description.hasPrefix("p.jsonl:1: bad value for 'touches[0].phase'"))
        }
        let missing = #"{"time":1,"window":"W","identifier":null,"method":"touchesBegan","touches":[]}"#
        do {
            _ = try DispatchTrace(parsing: missing, fileName: "m.jsonl")
            Issue.record("expected an error")
        } catch {
            #expect(error.description.hasPrefix("m.jsonl:1: missing field 'responder'"))
        }
    }

    @Test func missingFile() {
        do {
            _ = try DispatchTrace(contentsOf: "/nonexistent/trace.jsonl")
            Issue.record("expected an error")
        } catch {
            #expect(error.line == 0)
            #expect(error.description == "/nonexistent/trace.jsonl: no such trace file, or it cannot be read")
        }
    }

    @Test(
        "G32: recognizer lines (touch calls, transitions, actions) are read apart from the views' lines; late phases are flagged"
    )
    func readsRecognizerLines() throws {
        let text = """
            {"time":1,"recognizer":"TapGestureRecognizer","name":"tap","view":"card","method":"touchesBegan","touches":[{"id":"0","phase":"began","tapCount":1,"x":5,"y":6}]}
            {"time":1,"window":"W","responder":"Card","identifier":"card","method":"touchesBegan","touches":[{"id":"0","phase":"began","tapCount":1,"x":5,"y":6}]}
            {"time":1.1,"recognizer":"TapGestureRecognizer","name":"tap","view":"card","transition":"possible->ended"}
            {"time":1.1,"recognizer":"TapGestureRecognizer","name":"tap","view":"card","action":"ended"}
            {"time":1.1,"window":"W","responder":"Card","identifier":"card","method":"touchesEnded","late":true,"touches":[{"id":"0","phase":"ended","tapCount":1,"x":5,"y":6}]}
            {"time":1.2,"recognizer":"PanGestureRecognizer","name":null,"view":null,"transition":"possible->failed"}
            """
        let trace = try DispatchTrace(parsing: text, fileName: "g.jsonl")
        #expect(trace.records.count == 2)
        #expect(trace.records.map(\.isLate) == [false, true])
        #expect(trace.recognizerRecords.count == 4)
        #expect(trace.recognizerRecords.map(\.line) == [1, 3, 4, 6])
        let first = trace.recognizerRecords[0]
        #expect(first.recognizer == "TapGestureRecognizer" && first.name == "tap" && first.view == "card")
        #expect(
            first.kind == .touches(.touchesBegan, [TraceRecord.Touch(id: "0", phase: .began, tapCount: 1, x: 5, y: 6)]))
        #expect(trace.transitions(of: "tap") == ["possible->ended"])
        #expect(trace.actions(of: "tap") == [.ended])
        #expect(trace.recognizerRecords[3].kind == .transition(from: .possible, to: .failed))
        #expect(trace.recognizerRecords[3].name == nil && trace.recognizerRecords[3].view == nil)
    }

    @Test("G32: a recognizer line with an unknown state, or with nothing to record, is an error naming file and line")
    func malformedRecognizerLines() {
        let badState = #"{"time":1,"recognizer":"R","name":null,"view":null,"transition":"possible->flying"}"#
        do {
            _ = try DispatchTrace(parsing: badState, fileName: "s.jsonl")
            Issue.record("expected an error")
        } catch {
            #expect(error.description.hasPrefix("s.jsonl:1: bad value for 'transition'"))
        }
        let badAction = #"{"time":1,"recognizer":"R","name":null,"view":null,"action":"done"}"#
        do {
            _ = try DispatchTrace(parsing: badAction, fileName: "a.jsonl")
            Issue.record("expected an error")
        } catch {
            #expect(error.description.hasPrefix("a.jsonl:1: bad value for 'action'"))
        }
        let empty = #"{"time":1,"recognizer":"R","name":null,"view":null}"#
        do {
            _ = try DispatchTrace(parsing: empty, fileName: "e.jsonl")
            Issue.record("expected an error")
        } catch {
            #expect(error.description.hasPrefix("e.jsonl:1: missing field 'method'"))
        }
    }
}
