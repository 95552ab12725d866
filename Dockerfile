# sdkgen: one static binary on a small base image.
FROM golang:1.26-bookworm AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
RUN CGO_ENABLED=0 go build -trimpath -ldflags="-s -w" -o /out/sdkgen ./cmd/sdkgen

FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=build /out/sdkgen /usr/local/bin/sdkgen
USER nonroot:nonroot
ENTRYPOINT ["/usr/local/bin/sdkgen"]
