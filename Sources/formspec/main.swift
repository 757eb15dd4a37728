import FormSpecCLI
import Foundation

exit(FormSpecCLI.run(Array(CommandLine.arguments.dropFirst()), console: .standard()))
