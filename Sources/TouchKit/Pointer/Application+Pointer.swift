extension Application {
    /// The router of scrolls and hovers, made on first use.
    internal var pointerRouter: PointerRouter {
        if let router = pointerRouterStorage { return router }
        let router = PointerRouter(application: self)
        pointerRouterStorage = router
        return router
    }

    /// Scrolls the scroll view (or moves the pan that follows scrolling) under the
    /// pointer (SPEC P1-P7).
    ///
    /// A wheel moves a ``ScrollView`` by lines, animated; a touchpad drives its drag and
    /// glides on after the stop; each axis goes to the innermost view that scrolls
    /// along it. A backend calls it once per `wl_pointer.frame` with axis events.
    public func handleScroll(_ scroll: ScrollInput) {
        (delayedWork.clock as? EventTimeClock)?.advance(to: scroll.timestamp)
        pointerRouter.handle(scroll)
    }

    /// Moves the pointer with no finger down over a window, or out of it (SPEC P10):
    /// the ``HoverGestureRecognizer``s of the views under it follow.
    public func handleHover(_ hover: HoverInput) {
        (delayedWork.clock as? EventTimeClock)?.advance(to: hover.timestamp)
        guard
            hover.location != nil
                || pointerRouterStorage?.hovering[HoverKey(seat: hover.seat, source: hover.source)] != nil
        else { return }
        pointerRouter.handle(hover)
    }
}
