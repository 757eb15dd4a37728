import FormSpec
