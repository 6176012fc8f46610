/// Reed–Solomon error-correction codewords over GF(2⁸) with QR's polynomial x⁸+x⁴+x³+x²+1 (0x11D) and
/// the generator ∏(x − αⁱ), i = 0…n−1 (ISO/IEC 18004 §7.5.2).
enum ReedSolomon {
    /// `count` error-correction codewords for `data`.
    static func remainder(_ data: [UInt8], count: Int) -> [UInt8] {
        let generator = generator(degree: count)
        var result = [UInt8](repeating: 0, count: count)
        for byte in data {
            let factor = byte ^ result[0]
            result.removeFirst()
            result.append(0)
            for index in 0..<count {
                result[index] ^= multiply(generator[index], factor)
            }
        }
        return result
    }

    /// The generator's coefficients below the leading 1, highest power first.
    static func generator(degree: Int) -> [UInt8] {
        var coefficients = [UInt8](repeating: 0, count: degree)
        coefficients[degree - 1] = 1
        var root: UInt8 = 1
        for _ in 0..<degree {
            for index in 0..<degree {
                coefficients[index] = multiply(coefficients[index], root)
                if index + 1 < degree { coefficients[index] ^= coefficients[index + 1] }
            }
            root = multiply(root, 0x02)
        }
        return coefficients
    }

    /// Multiplication in GF(2⁸) modulo 0x11D.
    static func multiply(_ x: UInt8, _ y: UInt8) -> UInt8 {
        var product = 0
        for bit in stride(from: 7, through: 0, by: -1) {
            product = (product << 1) ^ ((product >> 7) * 0x11D)
            product ^= ((Int(y) >> bit) & 1) * Int(x)
        }
        return UInt8(product & 0xFF)
    }
}
