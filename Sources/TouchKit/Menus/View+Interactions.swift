extension View {
    /// Adds an interaction to the view (UIKit's `addInteraction(_:)`).
    public func addInteraction(_ interaction: any Interaction) {
        guard !interactions.contains(where: { $0 === interaction }) else { return }
        if let other = interaction.view { other.removeInteraction(interaction) }
        interaction.willMove(to: self)
        interactions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Removes an interaction from the view.
    public func removeInteraction(_ interaction: any Interaction) {
        guard let index = interactions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        interactions.remove(at: index)
        interaction.didMove(to: nil)
    }
}
