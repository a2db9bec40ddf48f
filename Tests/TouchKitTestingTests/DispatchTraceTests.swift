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
        let badPhase = #"{"time":1,"window":"W","responder":"R","identifier":null,"method":"touchesBegan","touches":[{"id":"0","phase":"flying","tapCount":1,"x":1,"y":2}]}"#
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
}
