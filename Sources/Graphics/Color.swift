/// A colour with red, green, blue and alpha components between 0 and 1.
///
/// Components are *straight* (not premultiplied by alpha), as in `UIColor`; Cairo
/// premultiplies when it stores pixels (see ``ImageSurface/pixel(x:y:)``). Values outside
/// 0...1 are kept as given and clamped by Cairo when drawing.
///
/// ```swift
/// context.fillColor = .red.withAlpha(0.5)
/// let fingerColor = Color(hue: Double(index) / 10, saturation: 0.8, brightness: 0.9)
/// ```
///
/// See also: ``GraphicsContext/fillColor``, ``Gradient``.
public struct Color: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The red component, 0...1.
    public var red: Double
    /// The green component, 0...1.
    public var green: Double
    /// The blue component, 0...1.
    public var blue: Double
    /// The opacity, 0 (transparent) ... 1 (opaque).
    public var alpha: Double
    /// The components used in a dark appearance, for a colour that adapts to it (see
    /// Color+Appearance.swift); `nil` for a colour that is the same in both.
    var darkComponents: Components?

    /// Creates a colour from its components.
    ///
    /// - Parameters:
    ///   - red: The red component, 0...1.
    ///   - green: The green component, 0...1.
    ///   - blue: The blue component, 0...1.
    ///   - alpha: The opacity, 0...1; opaque by default.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates a shade of grey.
    ///
    /// - Parameters:
    ///   - white: The brightness, 0 (black) ... 1 (white).
    ///   - alpha: The opacity, 0...1; opaque by default.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates a colour from hue, saturation and brightness (HSB, also called HSV).
    ///
    /// Handy for giving each finger its own colour: step the hue and keep the rest.
    ///
    /// - Parameters:
    ///   - hue: The position on the colour wheel, 0...1 (0 and 1 are red); values outside
    ///     wrap around.
    ///   - saturation: 0 (grey) ... 1 (pure colour).
    ///   - brightness: 0 (black) ... 1 (full brightness).
    ///   - alpha: The opacity, 0...1; opaque by default.
    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6  // 0..<6
        let s = min(max(saturation, 0), 1)
        let v = min(max(brightness, 0), 1)
        let sector = Int(h.rounded(.down)) % 6
        let f = h - h.rounded(.down)
        let p = v * (1 - s)
        let q = v * (1 - s * f)
        let t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// Creates a colour from a premultiplied ARGB32 pixel, as stored in an ``ImageSurface``.
    ///
    /// The components are divided by alpha again; a fully transparent pixel gives
    /// ``clear``.
    ///
    /// - Parameter pixel: The pixel value, alpha in the top byte, then red, green, blue.
    public init(premultipliedARGB32 pixel: UInt32) {
        let a = Double((pixel >> 24) & 0xFF)
        guard a > 0 else {
            self = .clear
            return
        }
        func channel(_ shift: UInt32) -> Double {
            min(Double((pixel >> shift) & 0xFF) / a, 1)
        }
        self.init(red: channel(16), green: channel(8), blue: channel(0), alpha: a / 255)
    }

    /// The colour as a premultiplied ARGB32 pixel, rounded as Cairo's image surfaces store it.
    ///
    /// Useful for filling raw pixel memory and for comparing pixels in tests.
    public var premultipliedARGB32: UInt32 {
        func byte(_ value: Double) -> UInt32 {
            UInt32((min(max(value, 0), 1) * 255).rounded())
        }
        let a = min(max(alpha, 0), 1)
        return byte(a) << 24 | byte(red * a) << 16 | byte(green * a) << 8 | byte(blue * a)
    }

    /// The same colour with another opacity.
    ///
    /// - Parameter alpha: The new opacity, 0...1.
    public func withAlpha(_ alpha: Double) -> Color {
        var colour = Color(red: red, green: green, blue: blue, alpha: alpha)
        colour.darkComponents = darkComponents.map {
            Components(red: $0.red, green: $0.green, blue: $0.blue, alpha: alpha)
        }
        return colour
    }

    /// A textual form such as `rgba(1.0, 0.0, 0.0, 0.5)`.
    public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }

    /// Fully transparent black.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque black.
    public static let black = Color(white: 0)
    /// Opaque white.
    public static let white = Color(white: 1)
    /// Opaque mid grey.
    public static let gray = Color(white: 0.5)
    /// Opaque light grey.
    public static let lightGray = Color(white: 2.0 / 3.0)
    /// Opaque dark grey.
    public static let darkGray = Color(white: 1.0 / 3.0)
    /// Opaque pure red.
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// Opaque pure green.
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// Opaque pure blue.
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// Opaque yellow.
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    /// Opaque cyan.
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    /// Opaque magenta.
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    /// Opaque orange.
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    /// Opaque purple.
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
}
