// Visual C++ 2013 (v120) had no /std: the project sets no LanguageStandard.
#include <memory>
#if __cplusplus != 201402L
#error "parsed as another standard than Visual C++ 2013's C++14"
#endif
int main() { return *std::make_unique<int>(0); }
