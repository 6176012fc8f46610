import Foundation
import RxCore
import RxTesting
import Testing

struct ObservableDecodeTests {
    private struct Item: Decodable, Equatable {
        let id: Int
    }

    @Test func decode_decodesEachElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, Data(#"{"id":1}"#.utf8)), .next(220, Data(#"{"id":2}"#.utf8)), .completed(230),
        ])
        let res = scheduler.start { xs.decode(type: Item.self, decoder: JSONDecoder()) }
        #expect(res.events == [.next(210, Item(id: 1)), .next(220, Item(id: 2)), .completed(230)])
    }

    @Test func decode_failsWithTheDecodingError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, Data("not json".utf8)), .next(220, Data())])
        let res = scheduler.start { xs.decode(type: Item.self, decoder: JSONDecoder()) }
        #expect(res.events.count == 1)
        #expect(res.events.first?.time == 210)
        #expect(res.events.first?.value.error is DecodingError)
        #expect(xs.subscriptions == [Subscription(200, 210)])
    }
}
